import type { ReportRow } from '../../../../engine/report/report';
import type { HrdLeaveApplication, HrdLeaveType } from '../../domain/attendance-types';
import { leaveBalances } from '../../domain/leave-balance';
import type { ReportPeople } from './report-people';
import { byEmployeeNumber, servedBetween } from './report-people';

/**
 * Employee-wise leaves for a calendar year: per employee who served in it (in the department, if one is chosen) and
 * leave type, the entitlement, approved days taken, days pending approval and the balance. Unpaid leave (LOP) has no
 * limit: its entitlement and balance are left empty. Applications are indexed by employee once.
 */
export function employeeLeaveRows(
  people: ReportPeople,
  types: readonly HrdLeaveType[],
  applications: readonly HrdLeaveApplication[],
  year: number,
  department: number | null,
): ReportRow[] {
  const byEmployee = new Map<number, HrdLeaveApplication[]>();
  for (const application of applications) {
    const list = byEmployee.get(application.empno) ?? [];
    list.push(application);
    byEmployee.set(application.empno, list);
  }
  const [from, to] = [`${year}-01-01`, `${year}-12-31`];
  return people.employees
    .map((employee) => ({ employee, info: people.byId.get(employee.recordId)! }))
    .filter(({ info }) => servedBetween(info, from, to) && (department === null || info.departmentId === department))
    .sort((a, b) => byEmployeeNumber(a.info, b.info))
    .flatMap(({ employee, info }) =>
      leaveBalances(employee, types, byEmployee.get(employee.recordId) ?? [], year).map((balance) => ({
        employee: `${info.empno} ${info.name}`,
        department: info.department,
        leave: `${balance.leaveCode} ${balance.leaveDescription}`,
        entitlement: balance.paid ? balance.entitlement : null,
        taken: balance.taken,
        pending: balance.pending,
        balance: balance.paid ? balance.balance : null,
      })),
    );
}
