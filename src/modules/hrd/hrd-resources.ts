import type { ResourceDeclaration } from '../../engine/resource';
import { ALLOWANCES_DEDUCTIONS } from './resources/allowances-deductions';
import { DEPARTMENTS } from './resources/departments';
import { DESIGNATIONS } from './resources/designations';
import { EMPLOYEE_ACCOUNTS } from './resources/employee-accounts';
import { EMPLOYEES } from './resources/employees';
import { HOLIDAYS } from './resources/holidays';
import { LEAVES } from './resources/leaves';
import { RANGEWISE_DEDUCTIONS } from './resources/rangewise-deductions';
import { SHIFTS } from './resources/shifts';

/** The hrd masters declared for the engine (the demo backend's HR masters handlers answer their contract routes). */
export const HRD_RESOURCES: readonly ResourceDeclaration[] = [
  DEPARTMENTS,
  DESIGNATIONS,
  ALLOWANCES_DEDUCTIONS,
  RANGEWISE_DEDUCTIONS,
  LEAVES,
  SHIFTS,
  HOLIDAYS,
  EMPLOYEES,
  EMPLOYEE_ACCOUNTS,
];
