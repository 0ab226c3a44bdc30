import { toPaise, type Paise } from '../../../lib/money/money';
import { applyPercent } from '../../../lib/money/money-arithmetic';
import { PSEUDO_COMPONENT, type HrdAllowanceDeduction } from './pay-head-types';
import type { HrdEmployee } from './employee-types';
import type { PayContext } from './pay-context';
import type { PaidDays } from './pay-days';
import { prorateToRupee, toRupee } from './pay-rounding';
import { slabAmount } from './pay-statutory';

/** A head's figures on a line: its full-month rate (to the paisa) and what the month pays or deducts (to the rupee). */
export interface HeadAmount {
  head: HrdAllowanceDeduction;
  rate: Paise;
  amount: Paise;
}

export interface Earnings {
  basicRate: Paise;
  basic: Paise;
  earnings: HeadAmount[];
  /** Full-month gross (basic + every earning's rate): what the ESI limit is tested on. */
  grossRate: Paise;
  gross: Paise;
  /** Heads whose components refer back to themselves (computed as 0). */
  cycles: string[];
}

/** The employee's values by head id (a fixed head's amount, a percent head's rate). */
export const valuesOf = (employee: HrdEmployee) =>
  new Map((employee.allowances ?? []).map((row) => [row.allowanceId, row.valu]));

/**
 * Resolves heads whose amounts depend on other heads (a percent of basic and HRA...), each once, in dependency order;
 * a head met again while it is being resolved is a cycle: it counts 0 and is reported.
 */
export function resolver(
  own: ReadonlyMap<number, HrdAllowanceDeduction>,
  compute: (head: HrdAllowanceDeduction) => Paise,
) {
  const done = new Map<number, Paise>();
  const busy = new Set<number>();
  const cycles: string[] = [];
  const valueOf = (id: number): Paise => {
    const known = done.get(id);
    if (known !== undefined) return known;
    const head = own.get(id);
    if (!head) return 0;
    if (busy.has(id)) {
      cycles.push(head.allowance);
      return 0;
    }
    busy.add(id);
    const value = compute(head);
    busy.delete(id);
    done.set(id, value);
    return value;
  };
  return { valueOf, cycles };
}

export type Resolver = ReturnType<typeof resolver>;

/** The employee's active heads of one kind (1 earnings, 2 deductions) by id, in the employee's order. */
export function ownHeads(employee: HrdEmployee, context: PayContext, kind: 1 | 2): Map<number, HrdAllowanceDeduction> {
  const own = new Map<number, HrdAllowanceDeduction>();
  for (const row of employee.allowances ?? []) {
    const head = context.heads.get(row.allowanceId);
    if (head && head.allowanceCheck === kind) own.set(head.recordId, head);
  }
  return own;
}

/**
 * Basic and the earnings of a month. Rates: basic = basicPay; a fixed head (calcType 1) = the employee's valu; a
 * percent head (2) = valu % of the sum of its components' rates (−1 basic, another head's id: that head's rate; a head
 * the employee does not have, and the LOP/Late/OT pseudo components, count 0); a range-wise earning (3) = its slab on
 * that sum. Paid: basic prorated by paid days; a head with effectAs 1 prorated, 2 in full; each to the rupee.
 */
export function earningsOf(employee: HrdEmployee, context: PayContext, days: PaidDays): Earnings {
  const values = valuesOf(employee);
  const basicRate = Math.max(0, toPaise(employee.basicPay ?? 0));
  const own = ownHeads(employee, context, 1);
  const rates: Resolver = resolver(own, (head) => {
    let base = 0;
    for (const line of head.lines)
      base +=
        line.allowanceOn === PSEUDO_COMPONENT.basic
          ? basicRate
          : line.allowanceOn > 0
            ? rates.valueOf(line.allowanceOn)
            : 0;
    const valu = values.get(head.recordId) ?? 0;
    if (head.calcType === 1) return Math.max(0, toPaise(valu));
    if (head.calcType === 2) return Math.max(0, applyPercent(base, valu));
    return slabAmount(context.slabs.get(head.recordId) ?? [], base, context.month);
  });
  const basic = prorateToRupee(basicRate, days.paidDays, days.daysInMonth);
  let grossRate = basicRate;
  let gross = basic;
  const earnings: HeadAmount[] = [];
  for (const head of own.values()) {
    const rate = rates.valueOf(head.recordId);
    const amount = head.effectAs === 2 ? toRupee(rate) : prorateToRupee(rate, days.paidDays, days.daysInMonth);
    earnings.push({ head, rate, amount });
    grossRate += rate;
    gross += amount;
  }
  return { basicRate, basic, earnings, grossRate, gross, cycles: rates.cycles };
}
