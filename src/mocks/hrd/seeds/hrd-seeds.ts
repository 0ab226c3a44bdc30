import { ALLOWANCES_DEDUCTIONS } from '../../../modules/hrd/resources/allowances-deductions';
import { DEPARTMENTS } from '../../../modules/hrd/resources/departments';
import { DESIGNATIONS } from '../../../modules/hrd/resources/designations';
import { EMPLOYEE_ACCOUNTS } from '../../../modules/hrd/resources/employee-accounts';
import { EMPLOYEES } from '../../../modules/hrd/resources/employees';
import { HOLIDAYS } from '../../../modules/hrd/resources/holidays';
import { LEAVES } from '../../../modules/hrd/resources/leaves';
import { RANGEWISE_DEDUCTIONS } from '../../../modules/hrd/resources/rangewise-deductions';
import { SHIFTS } from '../../../modules/hrd/resources/shifts';
import type { SeedSet } from '../../core/seeds/seed-set';
import { employeeAccountSeed } from './employee-accounts';
import { employeeSeed } from './employees';
import { holidaySeed } from './holidays';
import { leaveSeed } from './leaves';
import { departmentSeed, designationSeed } from './organisation';
import { payHeadSeed } from './pay-heads';
import { rangewiseSeed } from './ranges';
import { staffingOf } from './staffing';
import { shiftSeed } from './shifts';

/** Typed records as the seed sets hand them over (plain objects). */
const records = (rows: readonly object[]) => rows as ReadonlyArray<Record<string, unknown>>;

/**
 * Starting records of the hrd masters, stored in the contract's names (the domain folder's *-types.ts): the
 * departments, posts, pay heads, slabs, leave types, shifts, holidays and staff of each company's own business.
 */
export const HRD_SEEDS: readonly SeedSet[] = [
  { resource: DEPARTMENTS, rows: (company) => records(departmentSeed(company)) },
  { resource: DESIGNATIONS, rows: (company) => records(designationSeed(company)) },
  { resource: ALLOWANCES_DEDUCTIONS, rows: (company) => records(payHeadSeed(company.addr.stat)) },
  { resource: RANGEWISE_DEDUCTIONS, rows: (company) => records(rangewiseSeed(company.addr.stat)) },
  { resource: LEAVES, rows: (company) => records(leaveSeed(company.pCode === 'D-SHI')) },
  { resource: SHIFTS, rows: (company) => shiftSeed(staffingOf(company.pCode).shifts) },
  { resource: HOLIDAYS, rows: (company) => records(holidaySeed(company.addr.stat)) },
  { resource: EMPLOYEES, rows: (company) => records(employeeSeed(company)) },
  { resource: EMPLOYEE_ACCOUNTS, rows: (company) => employeeAccountSeed(employeeSeed(company)) },
];
