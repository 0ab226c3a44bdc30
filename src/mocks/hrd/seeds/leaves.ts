import type { HrdLeaveType } from '../../../modules/hrd/domain/attendance-types';
import type { EmployeeLeave } from '../../../modules/hrd/domain/employee-types';

/** Ours beside the contract's leave type: carry forward (and its limit), encashment and who may take it. */
export type SeededLeaveType = HrdLeaveType & {
  carryForward: boolean;
  maxCarryForward: number | null;
  encashable: boolean;
  applicableTo: 'ALL' | 'F' | 'M';
};

/** [leaveCode, description, days a year, paid, carry forward, most carried, encashable, applies to] */
type LeaveRow = readonly [
  string,
  string,
  number,
  boolean,
  boolean,
  number | null,
  boolean,
  SeededLeaveType['applicableTo'],
];

/**
 * Leave types every demo company starts with (vacation leave is used by the school only); record ids in this order
 * from 1.
 */
const LEAVE_SEED: readonly LeaveRow[] = [
  ['CL', 'Casual leave', 12, true, false, null, false, 'ALL'],
  ['SL', 'Sick leave', 12, true, true, 36, false, 'ALL'],
  ['EL', 'Earned leave', 15, true, true, 45, true, 'ALL'],
  ['ML', 'Maternity leave', 182, true, false, null, false, 'F'],
  ['PTL', 'Paternity leave', 5, true, false, null, false, 'M'],
  ['CO', 'Compensatory off', 0, true, true, 10, false, 'ALL'],
  ['BRV', 'Bereavement leave', 3, true, false, null, false, 'ALL'],
  ['LOP', 'Leave without pay', 0, false, false, null, false, 'ALL'],
  ['VAC', 'Vacation leave (teaching staff)', 30, true, false, null, false, 'ALL'],
];

export function leaveSeed(isSchool: boolean): SeededLeaveType[] {
  return LEAVE_SEED.map(
    (
      [leaveCode, leaveDescription, daysPerYear, paid, carryForward, maxCarryForward, encashable, applicableTo],
      index,
    ) => ({
      recordId: index + 1,
      leaveCode,
      leaveDescription,
      daysPerYear,
      paid,
      active: leaveCode !== 'VAC' || isSchool,
      carryForward,
      maxCarryForward,
      encashable,
      applicableTo,
    }),
  );
}

/** The leave lines of a new employee: casual, sick and earned leave at the full yearly days. */
export const EMPLOYEE_LEAVES: readonly EmployeeLeave[] = LEAVE_SEED.flatMap(([leaveCode, , daysPerYear], index) =>
  ['CL', 'SL', 'EL'].includes(leaveCode) ? [{ lineid: 0, leaveId: index + 1, valu: daysPerYear }] : [],
).map((leave, index) => ({ ...leave, lineid: index + 1 }));
