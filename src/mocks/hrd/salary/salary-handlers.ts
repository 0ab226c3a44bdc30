import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { monthOfFrmDate } from '../../../modules/hrd/domain/salary-month';
import { inServiceInMonth } from '../../../modules/hrd/domain/salary-statement';
import { emptySalaryMonth, SALARY_REFUSAL, type SalaryStatementAnswer } from '../../../modules/hrd/domain/salary-wire';
import { unmarkedDaysOf } from '../../../modules/hrd/domain/unmarked-days';
import { readJson } from '../../core/read-json';
import { monthAttendance } from '../attendance/month-attendance';
import { departmentsOf, designationsOf, employeesOf, namesById } from '../../core/people/hrd-masters';
import { hrdSession, hrdToday, hrdWrite, refusal } from '../hrd-session';
import { salaryLinesOf, salaryMonthOf } from '../hrd-store';
import { lockMonth } from './salary-lock';
import { runStatement } from './salary-run';

const SCREEN = HRD.hrdSalaryStatement;

/** GeneralInformation's detail as a department id, or null for every department. */
function departmentOf(detail: unknown): number | null {
  const text = String(detail ?? '').trim();
  const id = Number(text);
  return text !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The salary statement's routes (ours): the statement read (view), the run (create), the lock and unlock (approve 98).
 */
export const salaryHandlers: HttpHandler[] = [
  http.post(`*/${HRD_ROUTES.salaryStatement}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const currentMonth = hrdToday().slice(0, 7);
    const month = monthOfFrmDate(body.frmDate) ?? currentMonth;
    const department = departmentOf(body.detail);
    const company = session.companyCode;
    const [stored, lines, departments, designations] = await Promise.all([
      salaryMonthOf(company, month),
      salaryLinesOf(company, month),
      departmentsOf(company),
      designationsOf(company),
    ]);
    const departmentName = namesById(departments, (row) => row.department);
    const designationName = namesById(designations, (row) => row.designation);
    const runnable = !stored?.locked && month <= currentMonth;
    const [employees, attendance] = runnable
      ? await Promise.all([employeesOf(company), monthAttendance(company, month)])
      : [[], new Map()];
    const unmarked = unmarkedDaysOf(
      employees,
      attendance,
      month,
      (employee) => (department === null || employee.department === department) && inServiceInMonth(employee, month),
    );
    const shown = lines
      .filter((line) => department === null || line.department === department)
      .sort((a, b) => a.empCode.localeCompare(b.empCode, undefined, { numeric: true }) || a.empno - b.empno)
      .map((line) => ({
        ...line,
        departmentName: departmentName.get(line.department) ?? '',
        designationName: designationName.get(line.designation) ?? '',
      }));
    const answer: SalaryStatementAnswer = {
      month: stored ?? emptySalaryMonth(month),
      lines: shown,
      currentMonth,
      departments: departments
        .filter((row) => row.active !== false)
        .map((row) => ({ recordId: row.recordId, department: row.department }))
        .sort((a, b) => a.department.localeCompare(b.department)),
      unmarked,
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${HRD_ROUTES.runSalaryStatement}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const month = monthOfFrmDate(body.frmDate);
    if (!month) return refusal(SALARY_REFUSAL.noMonth);
    return hrdWrite(request, session, () => runStatement(session, month, departmentOf(body.detail)));
  }),
  http.post(`*/${HRD_ROUTES.lockSalaryMonth}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.approve, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const month = monthOfFrmDate(body.frmDate);
    if (!month) return refusal(SALARY_REFUSAL.noMonth);
    return hrdWrite(request, session, () => lockMonth(session, month, Number(body.traCheck)));
  }),
];
