import { HttpResponse } from 'msw';
import { displayDate } from '../../../modules/hrd/domain/attendance-dates';
import { cellProblem, timeFigureProblem } from '../../../modules/hrd/domain/attendance-validation';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { deleteRecord, writeRecord } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { NOT_AUTHORISED } from '../../core/sessions/authorise';
import { HRD } from '../../../menus/catalogue/hrd';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { employeesOf, leaveTypesOf } from '../../core/people/hrd-masters';
import { hrdToday, nowStamp, refusal } from '../hrd-session';
import { HRD_STORE, type AttendanceDay } from '../hrd-store';
import { attendanceCodes, codeIndex, keepsTimes } from '../../../modules/hrd/domain/attendance-codes';
import { readRecord } from '../../core/record-store';
import { holds } from './attendance-common';

/** A row to save, the employee found (by record id for SetHRDAppointment, by number for SetHRDTotalAttendances). */
export interface IncomingRow {
  /** How the refusal names the row when its employee is unknown ("Row 3", "Employee EMP-0099"). */
  label: string;
  employee: HrdEmployee | undefined;
  attendance: string;
  ot: string;
  late: string;
}

const MOST_SHOWN = 5;

/**
 * The problems of a day's list: the date, then each row (unknown employee, twice in the list, not in service, unknown
 * code, bad figures).
 */
async function problemsOf(companyCode: number, dat: string, rows: readonly IncomingRow[]): Promise<string[]> {
  const today = hrdToday();
  if (!dat) return ['Give the day of the attendance.'];
  if (dat > today)
    return [`The attendance of ${displayDate(dat)} cannot be saved: the date is after today (${displayDate(today)}).`];
  const codes = codeIndex(attendanceCodes(await leaveTypesOf(companyCode)));
  const seen = new Set<number>();
  const problems: string[] = [];
  for (const row of rows) {
    const who = row.employee;
    if (!who) {
      problems.push(`${row.label}: there is no such employee.`);
      continue;
    }
    const where = `${who.empno} ${who.empname}, ${displayDate(dat)}`;
    if (seen.has(who.recordId)) problems.push(`${where}: listed twice.`);
    seen.add(who.recordId);
    const problem = cellProblem(
      { ...who, lastWorkingDay: who.serviceClosing?.lastWorkingDay ?? '' },
      dat,
      row.attendance || '(none)',
      today,
      codes,
    );
    if (problem) problems.push(problem);
    if (timeFigureProblem(row.ot)) problems.push(`${where}: overtime "${row.ot}" is not a number of hours.`);
    if (timeFigureProblem(row.late)) problems.push(`${where}: late "${row.late}" is not a number of minutes.`);
  }
  return problems;
}

/**
 * Saves a day as the contract does: the day's rows are replaced by the list (an empty list leaves the day unsaved).
 * Mends: the attendance screen's create right (a new day) or modify right (a day already saved) is checked; a date
 * after today, employees not in service that day and unknown codes are refused, each naming the employee and date.
 */
export async function saveDay(session: DemoSession, dat: string, rows: readonly IncomingRow[]): Promise<Response> {
  const existing = dat ? await readRecord<AttendanceDay>(HRD_STORE.attendance, session.companyCode, dat) : undefined;
  if (!holds(session, HRD.hrdAttendances, existing ? TRANSACTION.modify : TRANSACTION.create))
    return refusal(NOT_AUTHORISED);
  const problems = await problemsOf(session.companyCode, dat, rows);
  if (problems.length > 0) {
    const more = problems.length > MOST_SHOWN ? ` And ${problems.length - MOST_SHOWN} more.` : '';
    return refusal(`${problems.slice(0, MOST_SHOWN).join(' ')}${more}`);
  }
  if (rows.length === 0) {
    await deleteRecord(HRD_STORE.attendance, session.companyCode, dat);
    return HttpResponse.json({ result: 'OK' });
  }
  const day: AttendanceDay = {
    dat,
    rows: rows.map((row, index) => {
      const code = row.attendance.trim().toUpperCase();
      return {
        lineId: index + 1,
        empno: row.employee!.recordId,
        dat,
        attendance: code,
        ot: keepsTimes(code) ? row.ot.trim() : '',
        late: keepsTimes(code) ? row.late.trim() : '',
      };
    }),
    savedBy: session.userName,
    savedAt: nowStamp(),
  };
  await writeRecord(HRD_STORE.attendance, session.companyCode, dat, day);
  return HttpResponse.json({ result: 'OK' });
}

/** The employees of the company by record id and by number. */
export async function employeeIndex(companyCode: number) {
  const employees = await employeesOf(companyCode);
  return {
    byId: new Map(employees.map((one) => [one.recordId, one])),
    byNumber: new Map(employees.map((one) => [one.empno.toUpperCase(), one])),
  };
}
