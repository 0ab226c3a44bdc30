import type { HrdLeaveApplication, HrdLeaveType } from '../../domain/attendance-types';
import { employeeLeaveRows } from './leave-report-rows';
import { closed, testEmployee, testPeople } from './report-test-people';

const types: HrdLeaveType[] = [
  { recordId: 1, leaveCode: 'CL', leaveDescription: 'Casual leave', daysPerYear: 12, paid: true, active: true },
  { recordId: 2, leaveCode: 'LOP', leaveDescription: 'Loss of pay', daysPerYear: 0, paid: false, active: true },
];
const leave = (
  recordId: number,
  empno: number,
  leaveFrom: string,
  leaveTo: string,
  approvalStatus: number,
  leaveId = 1,
): HrdLeaveApplication => ({
  recordId,
  empno,
  dat: leaveFrom,
  leaveFrom,
  leaveTo,
  approvalStatus,
  approvedBy: '',
  approvedOn: '',
  leaveId,
  reason: '',
  days: 0,
});

describe('employee-wise leaves', () => {
  it('gives per employee and type the entitlement (own line else the master), taken, pending and balance for the year', () => {
    const people = testPeople([
      testEmployee(1, { leaves: [{ lineid: 1, leaveId: 1, valu: 8 }] }),
      testEmployee(2, { department: 2 }),
      testEmployee(3, { serviceClosing: closed('2024-12-31') }),
    ]);
    const applications = [
      leave(1, 1, '2025-03-03', '2025-03-05', 1), // 3 days taken
      leave(2, 1, '2025-12-31', '2026-01-02', 1), // 1 day falls in 2025
      leave(3, 1, '2025-04-10', '2025-04-11', 0), // 2 days pending
      leave(4, 1, '2025-05-01', '2025-05-01', 2), // rejected: nothing
      leave(5, 2, '2025-06-02', '2025-06-03', 1, 2), // 2 days unpaid
    ];
    const rows = employeeLeaveRows(people, types, applications, 2025, null);
    expect(rows.map((row) => [row.employee, row.leave, row.entitlement, row.taken, row.pending, row.balance])).toEqual([
      ['E1 Name1 Rao', 'CL Casual leave', 8, 4, 2, 2],
      ['E1 Name1 Rao', 'LOP Loss of pay', null, 0, 0, null],
      ['E2 Name2 Rao', 'CL Casual leave', 12, 0, 0, 12],
      ['E2 Name2 Rao', 'LOP Loss of pay', null, 2, 0, null],
    ]);
    expect(employeeLeaveRows(people, types, applications, 2025, 2).map((row) => row.employee)).toEqual([
      'E2 Name2 Rao',
      'E2 Name2 Rao',
    ]);
  });
});
