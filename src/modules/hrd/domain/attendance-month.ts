import type { AttendanceCodeInfo } from './attendance-codes';
import type { AttendanceCell } from './attendance-types';

/**
 * An employee row of the month grid (our answer of HRD_ROUTES.attendanceOfMonth; lower-case names as the family's
 * answers).
 */
export interface GridEmployee {
  recordid: number;
  empno: string;
  empname: string;
  department: string;
  designation: string;
  doj: string;
  /** The last working day of a service closing, '' while in service. */
  lastWorkingDay: string;
}

/** A month's totals of one employee. */
export interface AttendanceTotals {
  present: number;
  absent: number;
  halfDays: number;
  leave: number;
  weeklyOff: number;
  holidays: number;
  lateCount: number;
  otHours: number;
  paidDays: number;
}

/**
 * The month grid's answer: the month's days, the codes, and each employee in service in the month with a cell a day
 * (null: nothing).
 */
export interface MonthGridAnswer {
  month: string;
  today: string;
  days: string[];
  codes: AttendanceCodeInfo[];
  employees: Array<GridEmployee & { cells: Array<AttendanceCell | null>; totals: AttendanceTotals }>;
}

/**
 * The body of HRD_ROUTES.attendanceOfMonth: GeneralInformation (frmDate: the month's first day; detail: a department
 * id, '' for all).
 */
export interface MonthGridRequest {
  frmDate: string;
  detail?: string;
}

export const NO_TOTALS: AttendanceTotals = {
  present: 0,
  absent: 0,
  halfDays: 0,
  leave: 0,
  weeklyOff: 0,
  holidays: 0,
  lateCount: 0,
  otHours: 0,
  paidDays: 0,
};

/** Decimal hours ('1.5') in hundredths, so sums stay exact. */
const hundredths = (text: string) => {
  if (text === '') return 0;
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 0 : Math.round(value * 100);
};

/**
 * An employee's month totals from the day cells: present (P), absent (A), half days (HD), leave (any leave code,
 * LOP included), weekly offs, holidays, days late, overtime hours, and paid days (P, WO, H, paid leave 1; HD 0.5).
 * Unknown codes count for nothing.
 */
export function monthTotals(
  cells: ReadonlyArray<Pick<AttendanceCell, 'attendance' | 'ot' | 'late'> | null>,
  codes: ReadonlyMap<string, AttendanceCodeInfo>,
): AttendanceTotals {
  const totals = { ...NO_TOTALS };
  let ot = 0;
  let paidHalves = 0;
  for (const cell of cells) {
    if (!cell || cell.attendance === '') continue;
    const info = codes.get(cell.attendance);
    if (!info) continue;
    if (info.kind === 'present') totals.present += 1;
    else if (info.kind === 'absent') totals.absent += 1;
    else if (info.kind === 'half') totals.halfDays += 1;
    else if (info.kind === 'leave') totals.leave += 1;
    else if (info.kind === 'weeklyOff') totals.weeklyOff += 1;
    else totals.holidays += 1;
    paidHalves += info.paidValue * 2;
    if (cell.late !== '' && Number(cell.late) > 0) totals.lateCount += 1;
    ot += hundredths(cell.ot);
  }
  return { ...totals, otHours: ot / 100, paidDays: paidHalves / 2 };
}

/**
 * The totals as one short line for the grid's totals column ('P 20 · A 1 · Late 2 · OT 3.5 · Paid 25'); zeros left out.
 */
export function totalsText(totals: AttendanceTotals): string {
  const parts: Array<[string, number]> = [
    ['P', totals.present],
    ['A', totals.absent],
    ['HD', totals.halfDays],
    ['Leave', totals.leave],
    ['WO', totals.weeklyOff],
    ['H', totals.holidays],
    ['Late', totals.lateCount],
    ['OT', totals.otHours],
  ];
  return [
    ...parts.filter(([, value]) => value > 0).map(([name, value]) => `${name} ${value}`),
    `Paid ${totals.paidDays}`,
  ].join(' · ');
}
