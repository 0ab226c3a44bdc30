import type { ReportRow } from '../../../../engine/report/report';
import { codeIndex, type AttendanceCodeInfo } from '../../domain/attendance-codes';
import { monthTotals, type AttendanceTotals } from '../../domain/attendance-month';
import type { AttendanceCell } from '../../domain/attendance-types';
import type { ReportPeople } from './report-people';
import { byEmployeeNumber, employeeColumns } from './report-people';

/** Employee record id → day → cell (saved, or proposed from shifts and punches), as monthAttendance answers it. */
export type AttendanceCells = ReadonlyMap<number, ReadonlyMap<string, AttendanceCell>>;

export interface AttendanceAsk {
  /** The days reported, in order. */
  days: readonly string[];
  /** A department's record id, null for every department. */
  department: number | null;
  codes: readonly AttendanceCodeInfo[];
}

const totalColumns = (totals: AttendanceTotals) => ({
  present: totals.present,
  absent: totals.absent,
  halfDays: totals.halfDays,
  leave: totals.leave,
  weeklyOff: totals.weeklyOff,
  holidays: totals.holidays,
  late: totals.lateCount,
  ot: totals.otHours,
  paidDays: totals.paidDays,
});

/** The employees with a cell on some of the days, in the chosen department, by employee number, with their cells. */
function employeeCells(people: ReportPeople, attendance: AttendanceCells, ask: AttendanceAsk) {
  const rows = [];
  for (const [recordId, days] of attendance) {
    if (ask.department !== null && people.byId.get(recordId)?.departmentId !== ask.department) continue;
    const cells = ask.days.map((dat) => days.get(dat) ?? null);
    if (cells.some(Boolean)) rows.push({ ...employeeColumns(people, recordId), cells });
  }
  return rows.sort(byEmployeeNumber);
}

/** A day's code as the weekly sheet shows it: the code, late minutes and overtime beside it ('P L12', 'P OT1.5'). */
export function cellText(cell: AttendanceCell | null): string {
  if (!cell || cell.attendance === '') return '';
  const late = Number(cell.late) > 0 ? ` L${cell.late}` : '';
  const ot = Number(cell.ot) > 0 ? ` OT${cell.ot}` : '';
  return `${cell.attendance}${late}${ot}`;
}

/** Weekly attendance: each employee's code on each of the 7 days (`d1`...`d7`) and the week's totals. */
export function weeklyAttendanceRows(
  people: ReportPeople,
  attendance: AttendanceCells,
  ask: AttendanceAsk,
): ReportRow[] {
  const index = codeIndex(ask.codes);
  return employeeCells(people, attendance, ask).map(({ cells, ...employee }) => ({
    ...employee,
    ...Object.fromEntries(cells.map((cell, at) => [`d${at + 1}`, cellText(cell)])),
    ...totalColumns(monthTotals(cells, index)),
  }));
}

/**
 * Monthly attendance: each employee's month totals (P, A, HD, leave, WO, H, days late, overtime, paid days) and the
 * days still only proposed.
 */
export function monthlyAttendanceRows(
  people: ReportPeople,
  attendance: AttendanceCells,
  ask: AttendanceAsk,
): ReportRow[] {
  const index = codeIndex(ask.codes);
  return employeeCells(people, attendance, ask)
    .map(({ cells, ...employee }) => ({
      ...employee,
      ...totalColumns(monthTotals(cells, index)),
      proposed: cells.filter((cell) => cell && !cell.saved).length,
    }))
    .sort((a, b) => a.department.localeCompare(b.department) || byEmployeeNumber(a, b));
}
