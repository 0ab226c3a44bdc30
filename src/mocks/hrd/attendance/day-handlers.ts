import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { parseWireDate } from '../../../modules/hrd/domain/attendance-dates';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { readJson } from '../../core/read-json';
import { requireSession } from '../../core/sessions/auth';
import { departmentsOf, designationsOf, employeesOf, inServiceOn, namesById } from '../../core/people/hrd-masters';
import { hrdSession, hrdToday, hrdWrite } from '../hrd-session';
import { punchesOfDay, type AttendanceDay } from '../hrd-store';
import { HRD_STORE } from '../hrd-store';
import { readRecord } from '../../core/record-store';
import { text } from './attendance-common';
import { ensureAttendanceSeeded } from './attendance-seed';
import { employeeIndex, saveDay } from './day-save';

const SCREEN = HRD.hrdAttendances;
const rowsOf = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];

/**
 * The contract's attendance routes: a day's requirements, SetHRDAppointment (saves a day), SetHRDTotalAttendances, the
 * server date.
 */
export const dayHandlers = [
  http.post(`*/${HRD_ROUTES.attendanceOfDay}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const dat = parseWireDate(text((await readJson(request)).frmDate)) || hrdToday();
    await ensureAttendanceSeeded(session.companyCode);
    const [employees, departments, designations, punches, saved] = await Promise.all([
      employeesOf(session.companyCode),
      departmentsOf(session.companyCode),
      designationsOf(session.companyCode),
      punchesOfDay(session.companyCode, dat),
      readRecord<AttendanceDay>(HRD_STORE.attendance, session.companyCode, dat),
    ]);
    const departmentName = namesById(departments, (row) => row.department);
    const designationName = namesById(designations, (row) => row.designation);
    const savedBy = new Map((saved?.rows ?? []).map((row) => [row.empno, row]));
    return HttpResponse.json(
      employees
        .filter((employee) => inServiceOn(employee, dat) || savedBy.has(employee.recordId))
        .map((employee) => {
          const own = punches
            .filter((punch) => punch.empId === employee.recordId)
            .sort((a, b) => a.fromTime.localeCompare(b.fromTime));
          const row = savedBy.get(employee.recordId);
          return {
            recordId: employee.recordId,
            empno: employee.empno,
            empname: employee.empname,
            designation: designationName.get(employee.designation) ?? '',
            department: departmentName.get(employee.department) ?? '',
            fromtime: own[0]?.fromTime ?? '',
            totime:
              own
                .map((punch) => punch.toTime)
                .filter(Boolean)
                .sort()
                .at(-1) ?? '',
            attendance: row?.attendance ?? '',
            // Ours beside the contract's fields: the saved overtime and late (a department's save keeps the others'
            // whole rows).
            ot: row?.ot ?? '',
            late: row?.late ?? '',
          };
        }),
    );
  }),
  http.post(`*/${HRD_ROUTES.saveAttendanceDay}`, async ({ request }) => {
    // The route's name is the server's (it saves attendance). Rights: create or modify, checked in saveDay by the day
    // saved or not.
    const session = await hrdSession(request, SCREEN, TRANSACTION.create, 'write').then((first) =>
      first instanceof Response ? hrdSession(request, SCREEN, TRANSACTION.modify, 'write') : first,
    );
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const dat = parseWireDate(text(body.dat));
    return hrdWrite(request, session, async () => {
      const { byId } = await employeeIndex(session.companyCode);
      const rows = rowsOf(body.attendances).map((row, index) => ({
        label: `Row ${index + 1} (employee id ${text(row.empno) || 'none'})`,
        employee: byId.get(Number(row.empno)),
        attendance: text(row.attendance).trim().toUpperCase(),
        ot: text(row.ot),
        late: text(row.late),
      }));
      return saveDay(session, dat, rows);
    });
  }),
  http.post(`*/${HRD_ROUTES.saveTotalAttendances}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.create, 'write').then((first) =>
      first instanceof Response ? hrdSession(request, SCREEN, TRANSACTION.modify, 'write') : first,
    );
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const dat = parseWireDate(text(body.dat));
    return hrdWrite(request, session, async () => {
      const { byNumber } = await employeeIndex(session.companyCode);
      const rows = rowsOf(body.attendances).map((row) => ({
        label: `Employee ${text(row.empno) || '(no number)'}`,
        employee: byNumber.get(text(row.empno).trim().toUpperCase()),
        attendance: text(row.attend).trim().toUpperCase(),
        ot: text(row.ot),
        late: text(row.late),
      }));
      return saveDay(session, dat, rows);
    });
  }),
  http.get(`*/${HRD_ROUTES.serverDate}`, async ({ request }) => {
    const session = await requireSession(request);
    if (session instanceof Response) return session;
    return HttpResponse.json({ date: hrdToday() });
  }),
];
