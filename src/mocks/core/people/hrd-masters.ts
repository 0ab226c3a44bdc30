import type { HrdDepartment, HrdDesignation } from '../../../modules/hrd/domain/organisation-types';
import type { HrdHoliday, HrdLeaveType, HrdShift } from '../../../modules/hrd/domain/attendance-types';
import type { HrdAllowanceDeduction, HrdAllowanceDeductionRange } from '../../../modules/hrd/domain/pay-head-types';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { listRecords } from '../record-store';
import { ensureSeeded } from '../seeds/ensure-seeded';

/**
 * The HR masters as the transactions read them: the generic resources' stored records, in the contract's names (the
 * domain folder's *-types.ts), seeded on first use. The masters' declarations (src/modules/hrd/resources) and their
 * seeds store exactly these shapes.
 */
export const HRD_MASTER = {
  employees: 'hrd.employees',
  departments: 'hrd.departments',
  designations: 'hrd.designations',
  allowances: 'hrd.allowances-deductions',
  ranges: 'hrd.deductions-rangewise',
  leaveTypes: 'hrd.leaves',
  shifts: 'hrd.shifts',
  holidays: 'hrd.holidays',
} as const;

async function rows<T>(resource: string, companyCode: number): Promise<T[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<T>(resource, companyCode);
}

const byRecordId = <T extends { recordId: number }>(list: T[]) => list.sort((a, b) => a.recordId - b.recordId);

/** Every employee, in service or closed (serviceClosing set), by record id order. */
export const employeesOf = (companyCode: number) =>
  rows<HrdEmployee>(HRD_MASTER.employees, companyCode).then(byRecordId);
export const departmentsOf = (companyCode: number) =>
  rows<HrdDepartment>(HRD_MASTER.departments, companyCode).then(byRecordId);
export const designationsOf = (companyCode: number) =>
  rows<HrdDesignation>(HRD_MASTER.designations, companyCode).then(byRecordId);
export const allowancesOf = (companyCode: number) =>
  rows<HrdAllowanceDeduction>(HRD_MASTER.allowances, companyCode).then(byRecordId);
/**
 * Every slab of every range-wise head, by head then slab (the master stores each slab as a record of its own, keyed by
 * our code).
 */
export const rangesOf = (companyCode: number) =>
  rows<HrdAllowanceDeductionRange>(HRD_MASTER.ranges, companyCode).then((list) =>
    list.sort((a, b) => a.allowanceId - b.allowanceId || a.stat.localeCompare(b.stat) || a.lineid - b.lineid),
  );
export const leaveTypesOf = (companyCode: number) =>
  rows<HrdLeaveType>(HRD_MASTER.leaveTypes, companyCode).then(byRecordId);
export const shiftsOf = (companyCode: number) => rows<HrdShift>(HRD_MASTER.shifts, companyCode);
/** The holidays by date. */
export const holidaysOf = (companyCode: number) =>
  rows<HrdHoliday>(HRD_MASTER.holidays, companyCode).then((list) => list.sort((a, b) => a.dat.localeCompare(b.dat)));

/** Names by record id, for answers that show them. */
export const namesById = <T extends { recordId: number }>(list: readonly T[], name: (row: T) => string) =>
  new Map(list.map((row) => [row.recordId, name(row)]));

/** Whether the employee is in service on `dat`: joined on or before it and not closed before it. */
export const inServiceOn = (employee: HrdEmployee, dat: string) =>
  employee.doj <= dat && (!employee.serviceClosing || employee.serviceClosing.lastWorkingDay >= dat);
