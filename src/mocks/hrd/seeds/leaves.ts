/** Leave types every demo company starts with (vacation leave is used by the school only). */
const LEAVE_SEED = [
  { code: 'CL', name: 'Casual leave', daysPerYear: 12, paid: true, carryForward: false, maxCarryForward: null, encashable: false, applicableTo: 'ALL', active: true },
  { code: 'SL', name: 'Sick leave', daysPerYear: 12, paid: true, carryForward: true, maxCarryForward: 36, encashable: false, applicableTo: 'ALL', active: true },
  { code: 'EL', name: 'Earned leave', daysPerYear: 15, paid: true, carryForward: true, maxCarryForward: 45, encashable: true, applicableTo: 'ALL', active: true },
  { code: 'ML', name: 'Maternity leave', daysPerYear: 182, paid: true, carryForward: false, maxCarryForward: null, encashable: false, applicableTo: 'F', active: true },
  { code: 'PTL', name: 'Paternity leave', daysPerYear: 5, paid: true, carryForward: false, maxCarryForward: null, encashable: false, applicableTo: 'M', active: true },
  { code: 'CO', name: 'Compensatory off', daysPerYear: 0, paid: true, carryForward: true, maxCarryForward: 10, encashable: false, applicableTo: 'ALL', active: true },
  { code: 'BRV', name: 'Bereavement leave', daysPerYear: 3, paid: true, carryForward: false, maxCarryForward: null, encashable: false, applicableTo: 'ALL', active: true },
  { code: 'LOP', name: 'Leave without pay', daysPerYear: 0, paid: false, carryForward: false, maxCarryForward: null, encashable: false, applicableTo: 'ALL', active: true },
  { code: 'VAC', name: 'Vacation leave (teaching staff)', daysPerYear: 30, paid: true, carryForward: false, maxCarryForward: null, encashable: false, applicableTo: 'ALL', active: false },
] as const;

export function leaveSeed(isSchool: boolean) {
  return LEAVE_SEED.map((leave) => (leave.code === 'VAC' ? { ...leave, active: isSchool } : leave));
}

/** The leave lines of a new employee: casual, sick and earned leave at the full yearly days. */
export const EMPLOYEE_LEAVES = LEAVE_SEED.filter((leave) => ['CL', 'SL', 'EL'].includes(leave.code)).map((leave) => ({ leave: leave.code, days: leave.daysPerYear }));
