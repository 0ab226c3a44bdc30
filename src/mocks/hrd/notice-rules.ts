import { formatDate } from '../../lib/format/date-format';
import { HRD } from '../../menus/catalogue/hrd';
import type { HrdLeaveApplication } from '../../modules/hrd/domain/attendance-types';
import { LEAVE_STATUS } from '../../modules/hrd/domain/leave-balance';
import type { SalaryMonth } from '../../modules/hrd/domain/payroll-types';
import { salaryMonthName } from '../../modules/hrd/domain/salary-month';
import type { NoticeRule, RaisedNotice } from '../core/notices/notice-rule';
import { salaryMonthsOf } from './hrd-store';
import { leaveData } from './leave/leave-context';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** One notice per leave application still pending (status 0), naming the employee and the days asked. */
export function leaveNotices(
  applications: readonly HrdLeaveApplication[],
  employeeName: (empno: number) => string,
): RaisedNotice[] {
  return applications
    .filter((leave) => leave.approvalStatus === LEAVE_STATUS.pending)
    .map((leave) => ({
      id: String(leave.recordId),
      title: 'Leave to approve',
      text: `${employeeName(leave.empno)}: ${days(leave.days)} from ${formatDate(leave.leaveFrom)}`,
      at: leave.dat,
      tone: 'primary',
    }));
}

/**
 * A month's salary statement waits for approval once it has been run and until it is locked (the lock is the
 * approve right's act, and no salary is paid before it).
 */
export function salaryNotices(months: readonly SalaryMonth[]): RaisedNotice[] {
  return months
    .filter((month) => month.lastRunOn !== '' && !month.locked)
    .map((month) => ({
      id: month.month,
      title: 'Salary statement to approve',
      text: `${salaryMonthName(month.month)}: run on ${formatDate(month.lastRunOn)}, not locked yet`,
      at: month.lastRunOn,
      tone: 'primary',
    }));
}

/** Leave applications and salary statements waiting for someone with the approve right (98) on their screen. */
export const HRD_NOTICE_RULES: readonly NoticeRule[] = [
  {
    kind: 'hrd.leave-approval',
    icon: 'approval',
    screens: [HRD.hrdLeaveApproval, HRD.hrdleaveapprovals],
    transaction: 'approve',
    raise: async ({ companyCode }) => {
      const data = await leaveData(companyCode);
      const names = new Map(data.employees.map((employee) => [employee.recordId, employee.empname]));
      return leaveNotices(data.applications, (empno) => names.get(empno) ?? `Employee ${empno}`);
    },
  },
  {
    kind: 'hrd.salary-approval',
    icon: 'approval',
    screens: [HRD.hrdSalaryStatement, HRD.hrdsalarystatement],
    transaction: 'approve',
    raise: async ({ companyCode }) => salaryNotices(await salaryMonthsOf(companyCode)),
  },
];
