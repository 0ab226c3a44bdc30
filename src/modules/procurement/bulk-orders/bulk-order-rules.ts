import { hasAtMostDecimals, isRupeeAmount, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import type { BulkOrderDetail } from './bulk-order-types';

/** The request line a detail draws on: request record id and item. */
export const requestItemKey = (prrequest: number, itemId: string) => `${prrequest}|${itemId}`;

const milli = (qty: number) => Math.round(qty * 1000);

/**
 * Why each detail cannot be ordered, keyed `details.<index>.<field>` (the server's line errors):
 * no supplier, no rate (more than 0, at most two decimals), no quantity, or more than is still
 * pending on its request line (all details on one request line together). `pending` answers the
 * pending quantity of a request line, undefined when there is no such approved line.
 */
export function bulkOrderProblems(
  details: readonly BulkOrderDetail[],
  pending: (prrequest: number, itemId: string) => number | undefined,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const taken = new Map<string, number>();
  details.forEach((detail, index) => {
    const at = (field: string) => `details.${index}.${field}`;
    if (detail.supId.trim() === '') problems[at('supId')] = 'Choose the supplier.';
    if (detail.rat === null || !Number.isFinite(detail.rat) || detail.rat <= 0)
      problems[at('rat')] = 'Give the rate (more than 0).';
    else if (!isRupeeAmount(detail.rat)) problems[at('rat')] = 'Give the rate with at most two decimals.';
    const open = pending(detail.prrequest, detail.itemId);
    if (open === undefined)
      problems[at('qty')] =
        `Request ${detail.prrequest} has no approved line for item ${detail.itemId} waiting for an order.`;
    else if (detail.qty === null || !Number.isFinite(detail.qty) || detail.qty <= 0)
      problems[at('qty')] = 'Give the quantity (more than 0).';
    else if (!hasAtMostDecimals(detail.qty, 3)) problems[at('qty')] = 'Give the quantity with at most three decimals.';
    else {
      const key = requestItemKey(detail.prrequest, detail.itemId);
      const total = (taken.get(key) ?? 0) + milli(detail.qty);
      taken.set(key, total);
      if (total > milli(open)) problems[at('qty')] = `Only ${open} is still pending on this request line.`;
    }
  });
  return problems;
}

/** The details grouped by supplier, in the order the suppliers first appear: one order each. */
export function ordersBySupplier<T extends Pick<BulkOrderDetail, 'supId'>>(details: readonly T[]): Map<string, T[]> {
  const orders = new Map<string, T[]>();
  for (const detail of details) orders.set(detail.supId, [...(orders.get(detail.supId) ?? []), detail]);
  return orders;
}

/** An order's amount: Σ quantity × rate, each line rounded to paise (Baseamt = TotalAmt of a bulk order). */
export function bulkOrderTotalPaise(details: ReadonlyArray<Pick<BulkOrderDetail, 'qty' | 'rat'>>): Paise {
  return sumPaise(details.map((detail) => lineAmountPaise(detail.qty ?? 0, detail.rat ?? 0)));
}

/** One line's amount, quantity × rate, rounded to paise. */
export const lineAmountPaise = (qty: number, rat: number): Paise => multiplyByQuantity(toPaise(rat), qty);
