import { fromPaise, sumPaise, toPaise } from '../../../../lib/money/money';
import type { CounterBill } from './counter-types';

/** The text a sale is found by: its number, customer, outlet, user and items. */
const searchText = (bill: CounterBill, outletName: string) =>
  [bill.seq, bill.customerName, bill.customer, outletName, bill.user, ...bill.lines.map((line) => line.itemName)]
    .join('\n')
    .toLowerCase();

/** The bills a search finds (every word somewhere in the bill), in their order. */
export function findSales(
  bills: readonly CounterBill[],
  query: string,
  outletName: (code: string) => string = (code) => code,
): CounterBill[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...bills];
  return bills.filter((bill) => {
    const text = searchText(bill, outletName(bill.outlet));
    return words.every((word) => text.includes(word));
  });
}

export interface SalesTotals {
  bills: number;
  sales: number; // rupees of the bills that stand
  cancelled: number;
  cancelledValue: number; // what the cancelled bills had been worth
}

/** The list's totals: standing bills and their sales, cancelled bills apart (at what they were worth). */
export function salesTotals(bills: readonly CounterBill[]): SalesTotals {
  const standing = bills.filter((bill) => !bill.cancelledAt);
  const cancelled = bills.filter((bill) => bill.cancelledAt);
  return {
    bills: standing.length,
    sales: fromPaise(sumPaise(standing.map((bill) => toPaise(bill.total)))),
    cancelled: cancelled.length,
    cancelledValue: fromPaise(sumPaise(cancelled.map((bill) => toPaise(bill.value)))),
  };
}
