import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { parseWireDate } from '../../../modules/hrd/domain/attendance-dates';
import { monthTotals, type MonthGridAnswer } from '../../../modules/hrd/domain/attendance-month';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { readJson } from '../../core/read-json';
import { departmentsOf, designationsOf, namesById } from '../../core/people/hrd-masters';
import { hrdSession, hrdToday } from '../hrd-session';
import { departmentAndBelow, text } from './attendance-common';
import { ensureAttendanceSeeded } from './attendance-seed';
import { employeeMonth } from './month-grid';
import { monthSituation } from './month-situation';

/**
 * Ours: the month grid (`{ frmDate: a day of the month, detail?: department id }`): employees in service in the month,
 * a cell a day, totals.
 */
export const monthGridHandler = http.post(`*/${HRD_ROUTES.attendanceOfMonth}`, async ({ request }) => {
  const session = await hrdSession(request, HRD.hrdAttendances, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const today = hrdToday();
  const month = (parseWireDate(text(body.frmDate)) || today).slice(0, 7);
  await ensureAttendanceSeeded(session.companyCode);
  const [situation, departments, designations] = await Promise.all([
    monthSituation(session.companyCode, month),
    departmentsOf(session.companyCode),
    designationsOf(session.companyCode),
  ]);
  const department = Number(text(body.detail));
  const within = department > 0 ? departmentAndBelow(departments, department) : null;
  const departmentName = namesById(departments, (row) => row.department);
  const designationName = namesById(designations, (row) => row.designation);
  const answer: MonthGridAnswer = {
    month,
    today,
    days: situation.days,
    codes: situation.codes,
    employees: situation.employees
      .filter((employee) => !within || within.has(employee.department))
      .map((employee) => {
        const cells = employeeMonth(situation, employee, today);
        return {
          recordid: employee.recordId,
          empno: employee.empno,
          empname: employee.empname,
          department: departmentName.get(employee.department) ?? '',
          designation: designationName.get(employee.designation) ?? '',
          doj: employee.doj,
          lastWorkingDay: employee.serviceClosing?.lastWorkingDay ?? '',
          cells,
          totals: monthTotals(cells, situation.codeByCode),
        };
      }),
  };
  return HttpResponse.json(answer);
});
