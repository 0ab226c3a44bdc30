import type { HrdLeaveApplication } from '../../../modules/hrd/domain/attendance-types';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { contractPrevLeaves } from '../../../modules/hrd/domain/leave-balance';
import type { LeaveContext } from '../../../modules/hrd/domain/leave-rules';
import type { EmployeeLeaveInfo, LeaveRequestRow } from '../../../modules/hrd/domain/leave-wire';
import {
  departmentsOf,
  designationsOf,
  employeesOf,
  holidaysOf,
  inServiceOn,
  leaveTypesOf,
  namesById,
} from '../../core/people/hrd-masters';
import { hrdToday } from '../hrd-session';
import { leavesOf } from '../hrd-store';
import { ensureLeaves } from './leave-seed';

/** A stored application: the shared record and the approver's note (ours: a rejection's reason). */
export type StoredLeave = HrdLeaveApplication & { decisionNote?: string };

/** Everything the leave rules read, for one company. */
export async function leaveData(companyCode: number) {
  await ensureLeaves(companyCode);
  const [employees, types, holidays, applications] = await Promise.all([
    employeesOf(companyCode),
    leaveTypesOf(companyCode),
    holidaysOf(companyCode),
    leavesOf(companyCode) as Promise<StoredLeave[]>,
  ]);
  return { employees, types, holidays, applications };
}

export type LeaveData = Awaited<ReturnType<typeof leaveData>>;

/** The rules' context for one employee (undefined when unknown). */
export const contextFor = (data: LeaveData, employee: HrdEmployee | undefined): LeaveContext => ({
  employee,
  types: data.types,
  applications: data.applications,
  holidays: data.holidays,
});

/** The employees in service today, in the contract's row (prevleaves mirrored exactly). */
export async function employeeRows(companyCode: number, data: LeaveData): Promise<Map<number, EmployeeLeaveInfo>> {
  const [departments, designations] = await Promise.all([departmentsOf(companyCode), designationsOf(companyCode)]);
  const departmentName = namesById(departments, (row) => row.department);
  const designationName = namesById(designations, (row) => row.designation);
  const year = Number(hrdToday().slice(0, 4));
  const rows = new Map<number, EmployeeLeaveInfo>();
  for (const employee of data.employees) {
    rows.set(employee.recordId, {
      recordid: employee.recordId,
      empno: employee.empno,
      empname: employee.empname,
      mobile: employee.mobile,
      department: departmentName.get(employee.department) ?? '',
      designation: designationName.get(employee.designation) ?? '',
      prevleaves: contractPrevLeaves(data.applications, employee.recordId, year),
    });
  }
  return rows;
}

export const inServiceToday = (employee: HrdEmployee) => inServiceOn(employee, hrdToday());

/** One application as the request list shows it. */
export function requestRow(data: LeaveData, leave: StoredLeave): LeaveRequestRow {
  return {
    recordId: leave.recordId,
    dat: leave.dat,
    leaveId: leave.leaveId,
    leaveCode: data.types.find((type) => type.recordId === leave.leaveId)?.leaveCode ?? '',
    leaveFrom: leave.leaveFrom,
    leaveTo: leave.leaveTo,
    days: leave.days,
    reason: leave.reason,
    approvalStatus: leave.approvalStatus,
    approvedBy: leave.approvedBy,
    approvedOn: leave.approvedOn,
    decisionNote: leave.decisionNote ?? '',
  };
}
