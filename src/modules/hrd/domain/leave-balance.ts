import type { HrdLeaveApplication, HrdLeaveType } from './attendance-types';
import type { HrdEmployee } from './employee-types';
import { contractDays, daysWithin } from './leave-days';

/**
 * Leave application statuses (ApprovalStatus): 0 pending, 1 approved, 2 rejected (the approver's value), 9 cancelled
 * (ours).
 */
export const LEAVE_STATUS = { pending: 0, approved: 1, rejected: 2, cancelled: 9 } as const;

/** An employee's position in one leave type for a calendar year. */
export interface LeaveBalance {
  leaveId: number;
  leaveCode: string;
  leaveDescription: string;
  paid: boolean;
  /** Days allowed a year: the employee's own leaves line for the type, else the leave master's daysPerYear. */
  entitlement: number;
  /** Approved days falling in the year. */
  taken: number;
  /** Days asked for and not yet decided, falling in the year. */
  pending: number;
  /** entitlement − taken − pending (negative only for unpaid leave, which has no limit). */
  balance: number;
}

/** Unpaid leave (LOP) is never limited by a balance. */
export const isUnpaid = (type: HrdLeaveType) => !type.paid || type.leaveCode.toUpperCase() === 'LOP';

/** The days allowed a year of a leave type to the employee. */
export function entitlementOf(employee: Pick<HrdEmployee, 'leaves'>, type: HrdLeaveType): number {
  const own = employee.leaves.find((line) => line.leaveId === type.recordId);
  return own ? own.valu : type.daysPerYear;
}

const yearRange = (year: number) => [`${year}-01-01`, `${year}-12-31`] as const;

/** The days of an employee's applications of one type and status that fall in the year. */
export function daysInYear(
  applications: readonly HrdLeaveApplication[],
  empno: number,
  leaveId: number,
  status: number,
  year: number,
): number {
  const [start, end] = yearRange(year);
  let days = 0;
  for (const leave of applications) {
    if (leave.empno === empno && leave.leaveId === leaveId && leave.approvalStatus === status)
      days += daysWithin(leave.leaveFrom, leave.leaveTo, start, end);
  }
  return days;
}

/** One leave type's balance for the employee and year. */
export function balanceOf(
  employee: Pick<HrdEmployee, 'recordId' | 'leaves'>,
  type: HrdLeaveType,
  applications: readonly HrdLeaveApplication[],
  year: number,
): LeaveBalance {
  const entitlement = entitlementOf(employee, type);
  const taken = daysInYear(applications, employee.recordId, type.recordId, LEAVE_STATUS.approved, year);
  const pending = daysInYear(applications, employee.recordId, type.recordId, LEAVE_STATUS.pending, year);
  return {
    leaveId: type.recordId,
    leaveCode: type.leaveCode,
    leaveDescription: type.leaveDescription,
    paid: !isUnpaid(type),
    entitlement,
    taken,
    pending,
    balance: entitlement - taken - pending,
  };
}

/**
 * The employee's balances of every active leave type (and any inactive one with days in the year), in the master's
 * order.
 */
export function leaveBalances(
  employee: Pick<HrdEmployee, 'recordId' | 'leaves'>,
  types: readonly HrdLeaveType[],
  applications: readonly HrdLeaveApplication[],
  year: number,
): LeaveBalance[] {
  return types.flatMap((type) => {
    const row = balanceOf(employee, type, applications, year);
    return type.active || row.taken > 0 || row.pending > 0 ? [row] : [];
  });
}

/**
 * The contract's `prevleaves` (GetHRDLeaveRequestRequirements), mirrored exactly: Σ (LeaveTo − LeaveFrom) in days of
 * the employee's approved leaves starting in the calendar year, plus 1. (So one approved single-day leave counts 1 and
 * two count 1 too: the server's figure, kept on its route; our balances are on GetHRDLeaveBalances.)
 */
export function contractPrevLeaves(applications: readonly HrdLeaveApplication[], empno: number, year: number): number {
  let sum = 0;
  for (const leave of applications) {
    if (
      leave.empno === empno &&
      leave.approvalStatus === LEAVE_STATUS.approved &&
      Number(leave.leaveFrom.slice(0, 4)) === year
    )
      sum += contractDays(leave.leaveFrom, leave.leaveTo);
  }
  return sum + 1;
}
