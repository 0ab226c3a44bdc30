import { PSEUDO_COMPONENT, type HrdAllowanceDeduction } from '../../../modules/hrd/domain/pay-head-types';
import { ptSlabsOf } from './pt-slabs';

/** Ours beside the contract's head: its short code and whether income tax counts it. */
export type SeededPayHead = HrdAllowanceDeduction & { code: string; taxable: boolean };

type Kind = 'EARN' | 'DEDUCT';
/** How a head is computed: a fixed amount, a percent of basic or of gross, range-wise slabs on gross. */
type Calculation = 'FIXED' | 'BASIC' | 'GROSS' | 'SLAB';
/** [code, name, kind, calculation, taxable, statutory] */
type PayHeadRow = readonly [string, string, Kind, Calculation, boolean, HrdAllowanceDeduction['statutory']];

/** The pay heads every demo company starts with; a head's record id is its place here, from 1. */
const PAY_HEADS: readonly PayHeadRow[] = [
  ['HRA', 'House rent allowance', 'EARN', 'BASIC', true, ''],
  ['DA', 'Dearness allowance', 'EARN', 'BASIC', true, ''],
  ['CONV', 'Conveyance allowance', 'EARN', 'FIXED', true, ''],
  ['MED', 'Medical allowance', 'EARN', 'FIXED', true, ''],
  ['SPL', 'Special allowance', 'EARN', 'FIXED', true, ''],
  ['UNIF', 'Uniform and washing allowance', 'EARN', 'FIXED', false, ''],
  ['NIGHT', 'Night shift allowance', 'EARN', 'FIXED', true, ''],
  ['MEAL', 'Meal allowance', 'EARN', 'FIXED', false, ''],
  ['PF', 'Provident fund (employee share)', 'DEDUCT', 'BASIC', false, 'PF'],
  ['ESI', 'Employees’ state insurance', 'DEDUCT', 'GROSS', false, 'ESI'],
  ['PT', 'Professional tax', 'DEDUCT', 'SLAB', false, 'PT'],
  ['SWF', 'Staff welfare fund', 'DEDUCT', 'SLAB', false, ''],
  ['LWF', 'Labour welfare fund', 'DEDUCT', 'FIXED', false, ''],
  ['ADV', 'Salary advance recovery', 'DEDUCT', 'FIXED', false, 'ADV'],
  ['CANT', 'Canteen recovery', 'DEDUCT', 'FIXED', false, ''],
];

/** The record id of a seeded head by its code (HRA 1, DA 2 ... PF 9, ESI 10, PT 11, SWF 12, ADV 14). */
export const PAY_HEAD_ID: Readonly<Record<string, number>> = Object.fromEntries(
  PAY_HEADS.map(([code], index) => [code, index + 1]),
);

const EARNINGS = PAY_HEADS.flatMap(([code, , kind]) => (kind === 'EARN' ? [PAY_HEAD_ID[code]!] : []));

/** What a head is computed on (its effects): basic, or gross (basic and every earning head). */
function componentsOf(calculation: Calculation): number[] {
  if (calculation === 'FIXED') return [];
  if (calculation === 'BASIC') return [PSEUDO_COMPONENT.basic];
  return [PSEUDO_COMPONENT.basic, ...EARNINGS];
}

const CALC_TYPE: Record<Calculation, 1 | 2 | 3> = { FIXED: 1, BASIC: 2, GROSS: 2, SLAB: 3 };

/** Allowances and deductions of a company in `state` (professional tax is active only where the state levies it). */
export function payHeadSeed(state: string): SeededPayHead[] {
  return PAY_HEADS.map(([code, allowance, kind, calculation, taxable, statutory], index) => {
    const recordId = index + 1;
    return {
      recordId,
      allowance,
      allowanceCheck: kind === 'EARN' ? 1 : 2,
      calcType: CALC_TYPE[calculation],
      // Uniform and meal allowances follow the days worked; every other head is prorated too, except the fixed
      // recoveries.
      effectAs: ['LWF', 'CANT', 'ADV'].includes(code) ? 2 : 1,
      statu: code !== 'PT' || ptSlabsOf(state) !== null ? 1 : 0,
      statutory,
      lines: componentsOf(calculation).map((allowanceOn, line) => ({ recordId, sno: line + 1, allowanceOn })),
      code,
      taxable,
    };
  });
}
