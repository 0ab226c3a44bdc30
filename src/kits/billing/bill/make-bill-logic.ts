import { fromPaise } from '../../../lib/money/money';
import { parseMoney } from '../../../lib/money/money-parse';
import { toMilli } from '../../../lib/quantity/quantity';
import { splitProblems, type SplitPart } from '../domain/bill-split';
import type { Bill, BillOffer, DiscountInput, MakeBillInput } from '../domain/bill-types';
import type { OrderLine, RunningTable } from '../domain/order-types';
import type { BillingRequirements, PosOutlet } from '../domain/master-types';
import { pricedParts as pricedTableParts, type PricedBill, type PricingContext } from '../domain/priced-bill';

export type DiscountKind = 'PERCENT' | 'AMOUNT';

/** The pricing context of an outlet on the server's business date (the same the backend prices with). */
export function pricingContextOf(requirements: BillingRequirements, outlet: PosOutlet): PricingContext {
  return {
    outlet,
    date: requirements.today,
    items: new Map(requirements.items.map((item) => [item.code, item])),
    taxes: requirements.taxes,
    assignments: requirements.taxAssignments,
  };
}

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** The typed discount: none when empty, else a percent (0-100, two decimals) or an amount in rupees. */
export function readDiscount(kind: DiscountKind, text: string): { discount?: DiscountInput; problem?: string } {
  const typed = text.trim();
  if (typed === '') return {};
  if (kind === 'PERCENT') {
    if (!PERCENT.test(typed) || Number(typed) > 100)
      return { problem: 'Enter a percent from 0 to 100 with at most two decimals.' };
    return Number(typed) > 0 ? { discount: { kind: 'PERCENT', percent: Number(typed) } } : {};
  }
  const parsed = parseMoney(typed, { allowNegative: false });
  if (!parsed.ok) return { problem: parsed.message };
  return parsed.paise > 0 ? { discount: { kind: 'AMOUNT', amount: fromPaise(parsed.paise) } } : {};
}

const QUANTITY = /^\d+(\.\d{1,3})?$/;

/**
 * A split by items from the quantities typed per line and bill (`shares[lineId][bill]`): the parts
 * and every problem at once (unreadable quantities first, then the split rules).
 */
export function splitFromShares(
  lines: readonly OrderLine[],
  shares: Readonly<Record<string, readonly string[]>>,
  count: number,
): { parts: SplitPart[]; problems: string[] } {
  const problems: string[] = [];
  const parts: SplitPart[] = Array.from({ length: count }, (_, bill) =>
    lines.flatMap((line) => {
      const text = (shares[line.lineId]?.[bill] ?? '').trim();
      if (text === '') return [];
      if (!QUANTITY.test(text)) {
        problems.push(`${line.itemName} on bill ${bill + 1}: enter a quantity with at most three decimals.`);
        return [];
      }
      return toMilli(Number(text)) > 0 ? [{ lineId: line.lineId, qty: Number(text) }] : [];
    }),
  );
  return { parts, problems: [...problems, ...splitProblems(lines, parts)] };
}

/** Every line on bill 1, nothing on the others (where a split starts). */
export function startingShares(lines: readonly OrderLine[], count: number): Record<string, string[]> {
  return Object.fromEntries(
    lines.map((line) => [
      line.lineId,
      Array.from({ length: count }, (_, bill) => (bill === 0 ? String(line.qty) : '')),
    ]),
  );
}

/** The figures of each bill the input makes (one, or one per part of a split), priced as the backend prices them. */
export function pricedParts(
  table: RunningTable,
  context: PricingContext,
  input: Pick<MakeBillInput, 'discount' | 'ncDepartment' | 'parts'>,
  offer?: BillOffer,
): PricedBill[] {
  return pricedTableParts(table.lines, context, input.discount, Boolean(input.ncDepartment), input.parts, offer);
}

/**
 * The bills as the terminal may print and settle them before the backend has numbered them: number 0,
 * no printed number, unsettled, priced on the client with the function the backend prices with. The bills
 * of a split share the input's id and carry their part, as the backend's do (so a part is settled by its index while
 * unnumbered).
 */
export function provisionalBills(
  input: MakeBillInput,
  table: RunningTable,
  figures: readonly PricedBill[],
  today: string,
  now: Date,
): Bill[] {
  return figures.map((priced, part) => ({
    ...priced,
    part,
    billNo: 0,
    seq: '',
    billId: input.billId,
    outlet: input.restacode,
    tableNo: input.tableno,
    waiter: table.waiter,
    covers: table.covers,
    dat: today,
    time: now.toISOString(),
    user: '',
    kind: input.ncDepartment ? 'NC' : 'NORMAL',
    status: 'UNSETTLED',
    ncDepartment: input.ncDepartment ?? '',
    voidReason: '',
    discountReason: input.discountReason ?? '',
    kotIds: input.kotIds,
    tenders: [],
    settledAt: '',
    settleId: '',
    printCount: 0,
    ...(table.token ? { token: table.token } : {}),
    ...(input.order ? { order: input.order } : {}),
  }));
}
