import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { displayDate, parseWireDate } from '../../../modules/hrd/domain/attendance-dates';
import { assignmentsByEmployee, shiftOn } from '../../../modules/hrd/domain/attendance-shift';
import type { ShiftAssignmentsAnswer } from '../../../modules/hrd/domain/attendance-shift-wire';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import type { ShiftAssignment } from '../../../modules/hrd/domain/attendance-types';
import { readJson } from '../../core/read-json';
import { deleteRecord, writeRecord } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { departmentsOf, employeesOf, inServiceOn, namesById, shiftsOf } from '../../core/people/hrd-masters';
import { hrdSession, hrdToday, hrdWrite, refusal } from '../hrd-session';
import { HRD_STORE, idOf, nextNumber, shiftAssignmentsOf } from '../hrd-store';
import { text } from './attendance-common';

const SCREEN = HRD.hrdshiftassign;

async function assign(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const company = session.companyCode;
  const shiftCode = text(body.shift).trim().toUpperCase();
  const fromDate = parseWireDate(text(body.fromDate));
  const ids = Array.isArray(body.empnos) ? body.empnos.map(Number) : [];
  const [shifts, employees, existing] = await Promise.all([
    shiftsOf(company),
    employeesOf(company),
    shiftAssignmentsOf(company),
  ]);
  const shift = shifts.find((one) => one.code.toUpperCase() === shiftCode);
  if (!shift) return refusal(shiftCode ? `There is no shift ${shiftCode}.` : 'Choose the shift.');
  if (!shift.active) return refusal(`Shift ${shift.code} (${shift.name}) is not active.`);
  if (!fromDate) return refusal('Give the date the shift applies from.');
  if (ids.length === 0) return refusal('Choose the employees to assign the shift to.');
  const byId = new Map(employees.map((one) => [one.recordId, one]));
  const problems = ids.flatMap((id) => {
    const employee = byId.get(id);
    if (!employee) return [`There is no employee with id ${id}.`];
    return inServiceOn(employee, fromDate)
      ? []
      : [`${employee.empno} ${employee.empname} is not in service on ${displayDate(fromDate)}.`];
  });
  if (problems.length > 0) return refusal(problems.slice(0, 5).join(' '));
  for (const id of ids) {
    // The same employee and date again replaces that assignment rather than stacking a second one.
    const same = existing.find((one) => one.empno === id && one.fromDate === fromDate);
    const record: ShiftAssignment = {
      recordId: same?.recordId ?? (await nextNumber(company, 'shiftAssignment')),
      empno: id,
      shift: shift.code,
      fromDate,
      by: session.userName,
    };
    await writeRecord(HRD_STORE.shiftAssignments, company, idOf(record.recordId), record);
  }
  return HttpResponse.json({ result: 'OK', seq: ids.length });
}

async function remove(session: DemoSession, recordId: number): Promise<Response> {
  const found = (await shiftAssignmentsOf(session.companyCode)).find((one) => one.recordId === recordId);
  if (!found) return refusal(`There is no shift assignment ${recordId}.`);
  await deleteRecord(HRD_STORE.shiftAssignments, session.companyCode, idOf(recordId));
  return HttpResponse.json({ result: 'OK' });
}

/**
 * Shift assignment (older route hrdshiftassign; ours): the shifts, employees and assignments; assign many from a date,
 * or delete one.
 */
export const shiftAssignHandlers = [
  http.post(`*/${HRD_ROUTES.shiftAssignments}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const today = hrdToday();
    const [shifts, employees, departments, assignments] = await Promise.all([
      shiftsOf(session.companyCode),
      employeesOf(session.companyCode),
      departmentsOf(session.companyCode),
      shiftAssignmentsOf(session.companyCode),
    ]);
    const departmentName = namesById(departments, (row) => row.department);
    const byEmployee = assignmentsByEmployee(assignments);
    const byId = new Map(employees.map((one) => [one.recordId, one]));
    const answer: ShiftAssignmentsAnswer = {
      today,
      shifts: shifts
        .filter((one) => one.active)
        .map(({ code, name, startTime, endTime, weeklyOff }) => ({ code, name, startTime, endTime, weeklyOff })),
      employees: employees
        .filter((one) => inServiceOn(one, today) || one.doj > today)
        .map((one) => ({
          recordid: one.recordId,
          empno: one.empno,
          empname: one.empname,
          department: departmentName.get(one.department) ?? '',
          ownShift: one.shift,
          shiftToday: shiftOn(one.shift, byEmployee.get(one.recordId), today),
        })),
      assignments: assignments
        .map((one) => ({
          ...one,
          empCode: byId.get(one.empno)?.empno ?? '',
          empname: byId.get(one.empno)?.empname ?? '',
        }))
        .sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.recordId - a.recordId),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${HRD_ROUTES.setShiftAssignments}`, async ({ request }) => {
    const body = await readJson(request);
    const deleting = Number(body.traCheck) === 3;
    const session = await hrdSession(request, SCREEN, deleting ? TRANSACTION.delete : TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const assignment =
      typeof body.assignment === 'object' && body.assignment !== null
        ? (body.assignment as Record<string, unknown>)
        : {};
    return hrdWrite(request, session, () =>
      deleting ? remove(session, Number(body.recordId)) : assign(session, assignment),
    );
  }),
];
