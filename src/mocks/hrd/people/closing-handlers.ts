import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { closingRefusal } from '../../../modules/hrd/domain/recruit-closing';
import type { ServiceClosingsAnswer } from '../../../modules/hrd/domain/recruit-types';
import { writeRecord } from '../../core/record-store';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { designationsOf, employeesOf, HRD_MASTER, namesById } from '../../core/people/hrd-masters';
import { salaryMonthsOf } from '../hrd-store';
import { hrdSession, hrdToday, hrdWrite, refusal } from '../hrd-session';
import { day, employeeChoices, num, text } from '../recruitment/recruit-read';

const SCREEN = HRD.serviceclosings;

/**
 * EmployeeServiceClosing (GeneralInformation recordId = the employee, detail = the reason, frmDate = the last working
 * day). Mended: the server overwrote the employee's Dob with today and suffixed Branchid; the employee keeps the Dob
 * and gets `serviceClosing` { dat, lastWorkingDay, reason, closedBy }, so in-service lists drop them after that day.
 */
async function close(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const recordId = num(body.recordId);
  const employee = (await employeesOf(session.companyCode)).find((one) => one.recordId === recordId);
  const lastWorkingDay = day(body.frmDate);
  const reason = text(body.detail).slice(0, 200);
  const locked = (await salaryMonthsOf(session.companyCode))
    .filter((month) => month.locked)
    .map((month) => month.month);
  const refused = closingRefusal(employee, lastWorkingDay, reason, locked);
  if (refused) return refusal(refused);
  const closed: HrdEmployee = {
    ...employee!,
    serviceClosing: { dat: hrdToday(), lastWorkingDay, reason, closedBy: session.userName },
  };
  await writeRecord(HRD_MASTER.employees, session.companyCode, String(closed.recordId), closed);
  return HttpResponse.json({ result: 'OK', recordId: closed.recordId });
}

export const closingHandlers = [
  http.post(`*/${HRD_ROUTES.serviceClosings}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = day(body.frmDate) || '0000-01-01';
    const to = day(body.toDate) || '9999-12-31';
    const employees = await employeesOf(session.companyCode);
    const posts = namesById(await designationsOf(session.companyCode), (row) => row.designation);
    const today = hrdToday();
    const answer: ServiceClosingsAnswer = {
      closings: employees
        .filter(
          (one) =>
            one.serviceClosing && one.serviceClosing.lastWorkingDay >= from && one.serviceClosing.lastWorkingDay <= to,
        )
        .map((one) => ({
          recordid: one.recordId,
          empno: one.empno,
          empname: [one.empname, one.surname].filter(Boolean).join(' '),
          designation: posts.get(one.designation) ?? '',
          doj: one.doj,
          lastWorkingDay: one.serviceClosing!.lastWorkingDay,
          reason: one.serviceClosing!.reason,
          dat: one.serviceClosing!.dat,
          closedBy: one.serviceClosing!.closedBy,
        }))
        .sort((a, b) => b.lastWorkingDay.localeCompare(a.lastWorkingDay) || a.empno.localeCompare(b.empno)),
      employees: (await employeeChoices(session.companyCode, today, employees)).filter(
        (one) => one.inService && !employees.find((e) => e.recordId === one.recordid)?.serviceClosing,
      ),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${HRD_ROUTES.serviceClosing}`, async ({ request }) => {
    // The server checked only the view right (screenCheck(8, 2, 5, 0)) for this write: mended, closing needs create.
    const session = await hrdSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return hrdWrite(request, session, () => close(session, body));
  }),
];
