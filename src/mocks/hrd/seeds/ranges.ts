import type { HrdAllowanceDeductionRange } from '../../../modules/hrd/domain/pay-head-types';
import { PAY_HEAD_ID } from './pay-heads';
import { monthlySlabs, ptSlabsOf, SWF_SLABS, type MonthlySlab } from './pt-slabs';

/**
 * A slab as the range-wise master stores it: the contract's row and ours beside it, its code (the record's key, e.g.
 * PT-MH-3).
 */
export type StoredRange = HrdAllowanceDeductionRange & { code: string };

const STATE_ABBR: Readonly<Record<string, string>> = {
  Maharashtra: 'MH',
  Karnataka: 'KA',
  'Andhra Pradesh': 'AP',
  Gujarat: 'GJ',
  'Madhya Pradesh': 'MP',
  'Tamil Nadu': 'TN',
  Kerala: 'KL',
};

const rows = (prefix: string, allowanceId: number, stat: string, slabs: readonly MonthlySlab[]): StoredRange[] =>
  slabs.map((slab, index) => ({ code: `${prefix}-${index + 1}`, allowanceId, lineid: index + 1, stat, ...slab }));

/**
 * Range-wise deductions: the company state's professional tax slabs (where it levies it) and the staff welfare fund's.
 */
export function rangewiseSeed(state: string): StoredRange[] {
  const pt = ptSlabsOf(state);
  const ptRows = pt ? rows(`PT-${STATE_ABBR[state] ?? 'ST'}`, PAY_HEAD_ID.PT!, state, pt) : [];
  return [...ptRows, ...rows('SWF', PAY_HEAD_ID.SWF!, '', monthlySlabs(SWF_SLABS))];
}
