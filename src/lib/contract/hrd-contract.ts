import type { ContractRoute } from './contract-route';
import { EMPLOYEE_REQUIREMENTS, SET_EMPLOYEE } from './hrd-employee-contract';
import { HRD_MASTERS_CONTRACT } from './hrd-masters-contract';
import { HRD_RECRUIT_CONTRACT } from './hrd-recruit-contract';
import { HRD_TIME_CONTRACT } from './hrd-time-contract';

/**
 * The hrd routes whose schemas are written out here rather than read from the contract's generic bodies
 * (general-contract.ts): bodies of their own, and the requests where we deliberately differ (with the reason). By
 * area: employees, the masters and key reports, in/out, attendance, leave and advances, recruitment.
 */
export const HRD_CONTRACT: readonly ContractRoute[] = [
  EMPLOYEE_REQUIREMENTS,
  SET_EMPLOYEE,
  ...Object.values(HRD_MASTERS_CONTRACT),
  ...Object.values(HRD_TIME_CONTRACT),
  ...Object.values(HRD_RECRUIT_CONTRACT),
];
