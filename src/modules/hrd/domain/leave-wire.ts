import type { LeaveBalance } from './leave-balance';

/** GetHRDLeaveRequestRequirements' employee row (the contract's lower-case names). */
export interface EmployeeLeaveInfo {
  recordid: number;
  empno: string;
  empname: string;
  mobile: string;
  department: string;
  designation: string;
  /** The contract's figure: Σ (LeaveTo − LeaveFrom) of approved leaves this year, + 1. */
  prevleaves: number;
}

/** A pending request as the contract lists it; `recordid` is the application's, the rest ours beside it. */
export interface PendingLeaveRequest extends EmployeeLeaveInfo {
  leavefrom: string;
  leaveto: string;
  /** Ours: the employee's record id, the type, the days, the reason and the day asked. */
  employeeid: number;
  leaveid: number;
  leavecode: string;
  days: number;
  reason: string;
  dat: string;
}

export interface LeaveRequirements {
  employees: EmployeeLeaveInfo[];
  pendingrequests: PendingLeaveRequest[];
}

/** One of the employee's requests (GetHRDLeaveBalances). */
export interface LeaveRequestRow {
  recordId: number;
  dat: string;
  leaveId: number;
  leaveCode: string;
  leaveFrom: string;
  leaveTo: string;
  days: number;
  reason: string;
  /** 0 pending, 1 approved, 2 rejected, 9 cancelled. */
  approvalStatus: number;
  approvedBy: string;
  approvedOn: string;
  /** Ours: the approver's note (the reason of a rejection). */
  decisionNote: string;
}

/**
 * Ours (GetHRDLeaveBalances `{ recordId: employee, frmDate: a day of the year }`): balances per type and the requests.
 */
export interface LeaveBalancesAnswer {
  empno: number;
  year: number;
  balances: LeaveBalance[];
  requests: LeaveRequestRow[];
}

export const LEAVE_STATUS_LABELS: Record<number, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Rejected',
  9: 'Cancelled',
};
