import type { AttendanceCell, HrdLeaveType } from './attendance-types';
import type { HrdAllowanceDeduction, HrdAllowanceDeductionRange } from './pay-head-types';
import type { HrdEmployee } from './employee-types';
import { testEmployee } from './employee.fixture';
import { payContext } from './pay-context';
import { daysOf } from './salary-month';

/** Fixtures of the pay rules' unit tests (a structure like the demo companies'; test-only). */
const head = (
  recordId: number,
  allowance: string,
  allowanceCheck: 1 | 2,
  calcType: 1 | 2 | 3,
  effectAs: 1 | 2,
  statutory: HrdAllowanceDeduction['statutory'] = '',
  on: number[] = [],
): HrdAllowanceDeduction => ({
  recordId,
  allowance,
  allowanceCheck,
  calcType,
  effectAs,
  statu: 1,
  statutory,
  lines: on.map((allowanceOn, index) => ({ recordId, sno: index + 1, allowanceOn })),
});

export const ID = {
  HRA: 1,
  DA: 2,
  CONV: 3,
  SPL: 4,
  BONUS: 5,
  PF: 10,
  ESI: 11,
  PT: 12,
  CANT: 13,
  ADV: 14,
  SWF: 15,
} as const;

export const HEADS: HrdAllowanceDeduction[] = [
  head(ID.HRA, 'House rent allowance', 1, 2, 1, '', [-1]),
  head(ID.DA, 'Dearness allowance', 1, 2, 1, '', [-1]),
  head(ID.CONV, 'Conveyance allowance', 1, 1, 2),
  head(ID.SPL, 'Special allowance', 1, 1, 1),
  // "Percent of gross": on basic and the fixed heads.
  head(ID.BONUS, 'Bonus', 1, 2, 2, '', [-1, ID.CONV, ID.SPL]),
  head(ID.PF, 'Provident fund', 2, 2, 1, 'PF', [-1, ID.DA]),
  head(ID.ESI, 'ESI', 2, 2, 1, 'ESI'),
  head(ID.PT, 'Professional tax', 2, 3, 1, 'PT'),
  head(ID.CANT, 'Canteen recovery', 2, 1, 2),
  head(ID.ADV, 'Salary advance recovery', 2, 1, 2, 'ADV'),
  head(ID.SWF, 'Staff welfare fund', 2, 3, 1),
];

const slab = (
  allowanceId: number,
  lineid: number,
  stat: string,
  frmAmt: number,
  toAmt: number | null,
  valu: number,
  febValu: number | null = null,
): HrdAllowanceDeductionRange => ({
  allowanceId,
  lineid,
  stat,
  frmAmt,
  toAmt,
  valu,
  febValu,
});

export const RANGES: HrdAllowanceDeductionRange[] = [
  slab(ID.PT, 1, 'Maharashtra', 0, 7500, 0),
  slab(ID.PT, 2, 'Maharashtra', 7501, 10000, 175),
  slab(ID.PT, 3, 'Maharashtra', 10001, null, 200, 300),
  slab(ID.PT, 4, 'Karnataka', 0, 24999, 0),
  slab(ID.PT, 5, 'Karnataka', 25000, null, 200),
  slab(ID.SWF, 1, '', 0, 15000, 20),
  slab(ID.SWF, 2, '', 15001, null, 40),
];

export const LEAVE_TYPES: HrdLeaveType[] = [
  { recordId: 1, leaveCode: 'CL', leaveDescription: 'Casual leave', daysPerYear: 12, paid: true, active: true },
  { recordId: 2, leaveCode: 'SL', leaveDescription: 'Sick leave', daysPerYear: 7, paid: true, active: true },
  { recordId: 3, leaveCode: 'LOP', leaveDescription: 'Leave without pay', daysPerYear: 0, paid: false, active: true },
];

export const contextFor = (month: string, state = 'Maharashtra') =>
  payContext({ month, state, heads: HEADS, ranges: RANGES, leaveTypes: LEAVE_TYPES });

/** An employee paid by bank with basic and values by head id. */
export function employee(
  recordId: number,
  basicPay: number,
  values: Partial<Record<number, number>> = {},
  more: Partial<HrdEmployee> = {},
): HrdEmployee {
  return testEmployee(recordId, {
    empno: `E${String(recordId).padStart(4, '0')}`,
    stat: 'Maharashtra',
    basicPay,
    sbAc: '001234567890',
    bankifscno: 'HDFC0000123',
    bankName: 'HDFC Bank',
    bankBranch: 'Fort',
    allowances: Object.entries(values).map(([id, valu], index) => ({
      lineid: index + 1,
      allowanceId: Number(id),
      valu: valu ?? 0,
    })),
    shift: 'GEN',
    ...more,
  });
}

/** A month of cells: `code(day)` gives each day's code (day 1..n); '' leaves the day without a cell. */
export function cellsOf(month: string, code: (day: number, dat: string) => string): Map<string, AttendanceCell> {
  const cells = new Map<string, AttendanceCell>();
  daysOf(month).forEach((dat, index) => {
    const attendance = code(index + 1, dat);
    if (attendance) cells.set(dat, { attendance, ot: '', late: '', saved: true });
  });
  return cells;
}

/** Present every day but Sundays (weekly off). */
export const fullMonth = (month: string) =>
  cellsOf(month, (_, dat) => (new Date(`${dat}T00:00:00Z`).getUTCDay() === 0 ? 'WO' : 'P'));
