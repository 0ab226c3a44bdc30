import { ALLOWANCES_DEDUCTIONS } from '../../../modules/hrd/resources/allowances-deductions';
import { DEPARTMENTS } from '../../../modules/hrd/resources/departments';
import { DESIGNATIONS } from '../../../modules/hrd/resources/designations';
import { EMPLOYEE_ACCOUNTS } from '../../../modules/hrd/resources/employee-accounts';
import { EMPLOYEES } from '../../../modules/hrd/resources/employees';
import { LEAVES } from '../../../modules/hrd/resources/leaves';
import { RANGEWISE_DEDUCTIONS } from '../../../modules/hrd/resources/rangewise-deductions';
import { SHIFTS } from '../../../modules/hrd/resources/shifts';
import type { SeedSet } from '../../core/seeds/seed-set';
import { employeeAccountSeed } from './employee-accounts';
import { employeeSeed } from './employees';
import { leaveSeed } from './leaves';
import { departmentSeed, designationSeed } from './organisation';
import { payHeadSeed, rangewiseSeed } from './pay-heads';
import { staffingOf } from './staffing';
import { shiftSeed } from './shifts';

/** Starting records of the hrd masters: the departments, posts, shifts and staff of each company's own business. */
export const HRD_SEEDS: readonly SeedSet[] = [
  { resource: DEPARTMENTS, rows: departmentSeed },
  { resource: DESIGNATIONS, rows: designationSeed },
  { resource: ALLOWANCES_DEDUCTIONS, rows: (company) => payHeadSeed(company.addr.stat) },
  { resource: RANGEWISE_DEDUCTIONS, rows: (company) => rangewiseSeed(company.addr.stat) },
  { resource: LEAVES, rows: (company) => leaveSeed(company.pCode === 'D-SHI') },
  { resource: SHIFTS, rows: (company) => shiftSeed(staffingOf(company.pCode).shifts) },
  { resource: EMPLOYEES, rows: employeeSeed },
  { resource: EMPLOYEE_ACCOUNTS, rows: (company) => employeeAccountSeed(employeeSeed(company)) },
];
