import { addDays, format, parseISO, subMonths } from 'date-fns';
import type { HrdHoliday, HrdLeaveApplication, HrdLeaveType } from '../../../modules/hrd/domain/attendance-types';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { LEAVE_STATUS } from '../../../modules/hrd/domain/leave-balance';
import { leaveDays } from '../../../modules/hrd/domain/leave-days';
import { seedOnce } from '../../core/record-store';
import { employeesOf, holidaysOf, inServiceOn, leaveTypesOf } from '../../core/people/hrd-masters';
import { hrdToday } from '../hrd-session';
import { HRD_STORE, idOf } from '../hrd-store';

const shift = (dat: string, days: number) => format(addDays(parseISO(dat), days), 'yyyy-MM-dd');

/** The first start on or after `from` whose `days` days hold no holiday. */
function clearOfHolidays(from: string, days: number, holidays: ReadonlySet<string>): string {
  let start = from;
  while (Array.from({ length: days }, (_, index) => shift(start, index)).some((day) => holidays.has(day)))
    start = shift(start, 1);
  return start;
}

/**
 * The starting leave applications (deterministic): three approved leaves last month (CL 2 days, SL 1 day, CL 3 days)
 * for the first three employees in service, and two pending requests (CL 2 days in a week, EL 3 days in a fortnight)
 * for the next two. No leave covers a holiday or starts before joining. Last month has no saved attendance in the demo,
 * so the attendance grid proposes these leaves' codes.
 */
export function leaveSeed(
  employees: readonly HrdEmployee[],
  types: readonly HrdLeaveType[],
  holidays: readonly HrdHoliday[],
  today: string,
): HrdLeaveApplication[] {
  const code = (leaveCode: string) => types.find((type) => type.leaveCode === leaveCode && type.active)?.recordId;
  const holidayDays = new Set(holidays.map((holiday) => holiday.dat));
  const inService = employees.filter((employee) => inServiceOn(employee, today));
  const lastMonth = format(subMonths(parseISO(today), 1), 'yyyy-MM');
  const plan = [
    { leave: 'CL', from: `${lastMonth}-08`, days: 2, status: LEAVE_STATUS.approved, reason: 'Family function' },
    { leave: 'SL', from: `${lastMonth}-13`, days: 1, status: LEAVE_STATUS.approved, reason: 'Fever' },
    { leave: 'CL', from: `${lastMonth}-18`, days: 3, status: LEAVE_STATUS.approved, reason: 'Travel to home town' },
    { leave: 'CL', from: shift(today, 7), days: 2, status: LEAVE_STATUS.pending, reason: 'Personal work' },
    { leave: 'EL', from: shift(today, 14), days: 3, status: LEAVE_STATUS.pending, reason: 'Vacation' },
  ];
  const rows: HrdLeaveApplication[] = [];
  plan.forEach((step, index) => {
    const employee = inService[index];
    const leaveId = code(step.leave);
    if (!employee || leaveId === undefined) return;
    const leaveFrom = clearOfHolidays(step.from < employee.doj ? employee.doj : step.from, step.days, holidayDays);
    const leaveTo = shift(leaveFrom, step.days - 1);
    if (step.status === LEAVE_STATUS.approved && leaveTo >= today) return;
    const approved = step.status === LEAVE_STATUS.approved;
    rows.push({
      recordId: rows.length + 1,
      empno: employee.recordId,
      dat: approved ? shift(leaveFrom, -5) : today,
      leaveFrom,
      leaveTo,
      approvalStatus: step.status,
      approvedBy: approved ? 'ADMIN' : '',
      approvedOn: approved ? shift(leaveFrom, -3) : '',
      leaveId,
      reason: step.reason,
      days: leaveDays(leaveFrom, leaveTo),
    });
  });
  return rows;
}

/** Seeds the company's leave applications the first time anything reads them (other areas call it before leavesOf). */
export function ensureLeaves(companyCode: number): Promise<void> {
  return seedOnce(HRD_STORE.leaves, companyCode, async () => {
    const [employees, types, holidays] = await Promise.all([
      employeesOf(companyCode),
      leaveTypesOf(companyCode),
      holidaysOf(companyCode),
    ]);
    return leaveSeed(employees, types, holidays, hrdToday()).map((leave) => ({
      id: idOf(leave.recordId),
      data: leave,
    }));
  });
}
