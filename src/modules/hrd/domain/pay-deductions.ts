import { toPaise, type Paise } from '../../../lib/money/money';
import { PSEUDO_COMPONENT, type HrdAllowanceDeduction } from './pay-head-types';
import type { HrdEmployee } from './employee-types';
import type { PayContext } from './pay-context';
import type { PaidDays } from './pay-days';
import { ownHeads, resolver, valuesOf, type Earnings, type HeadAmount, type Resolver } from './pay-earnings';
import { percentToRupee, prorateToRupee, toRupee } from './pay-rounding';
import { esiOf, pfOf, slabAmount, type EsiShare, type PfShare } from './pay-statutory';

export interface Deductions {
  /** Every deduction head of the employee but the advance, in the employee's order. */
  deductions: HeadAmount[];
  pf: PfShare | null;
  esi: EsiShare | null;
  pt: Paise;
  cycles: string[];
}

/**
 * A month's deductions (the advance recovery apart). Statutory heads by their rule: PF on PF wages = the earned amounts
 * of the PF head's components (basic alone when it lists none; e.g. basic + DA when DA is listed); ESI on the earned
 * gross while the full-month gross is within the limit; PT from the slabs on the earned gross (February's slab in
 * February). Others: fixed (calcType 1) = valu, prorated by paid days when effectAs 1; percent (2) = valu % of the
 * EARNED amounts of its components (already prorated, so not prorated again; another deduction's id: that deduction);
 * range-wise (3) = the slab on that sum, or on the earned gross when it lists no components. Each to the rupee (ESI up
 * to the next rupee).
 */
export function deductionsOf(employee: HrdEmployee, context: PayContext, days: PaidDays, earned: Earnings): Deductions {
  const values = valuesOf(employee);
  const earnedBy = new Map(earned.earnings.map((row) => [row.head.recordId, row.amount]));
  const own = ownHeads(employee, context, 2);
  let pf: PfShare | null = null;
  let esi: EsiShare | null = null;
  let pt = 0;
  const componentSum = (head: HrdAllowanceDeduction) => {
    let base = 0;
    for (const line of head.lines) {
      const id = line.allowanceOn;
      base += id === PSEUDO_COMPONENT.basic ? earned.basic : id > 0 ? (earnedBy.get(id) ?? amounts.valueOf(id)) : 0;
    }
    return base;
  };
  const amounts: Resolver = resolver(own, (head) => {
    switch (head.statutory) {
      case 'PF':
        pf = pfOf(head.lines.length > 0 ? componentSum(head) : earned.basic);
        return pf.employee;
      case 'ESI':
        esi = esiOf(earned.grossRate, earned.gross);
        return esi.employee;
      case 'PT':
        pt = slabAmount(context.slabs.get(head.recordId) ?? [], earned.gross, context.month);
        return pt;
      case 'ADV':
        return 0;
      default:
        break;
    }
    const valu = values.get(head.recordId) ?? 0;
    if (head.calcType === 1) {
      const rate = Math.max(0, toPaise(valu));
      return head.effectAs === 2 ? toRupee(rate) : prorateToRupee(rate, days.paidDays, days.daysInMonth);
    }
    if (head.calcType === 2) return percentToRupee(componentSum(head), valu);
    return slabAmount(
      context.slabs.get(head.recordId) ?? [],
      head.lines.length > 0 ? componentSum(head) : earned.gross,
      context.month,
    );
  });
  const deductions: HeadAmount[] = [];
  for (const head of own.values()) {
    if (head.statutory === 'ADV') continue;
    const amount = amounts.valueOf(head.recordId);
    deductions.push({ head, rate: amount, amount });
  }
  return { deductions, pf, esi, pt, cycles: amounts.cycles };
}
