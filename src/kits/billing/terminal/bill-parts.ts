import type { Bill } from '../domain/bill-types';

/**
 * A bill of a table, the same whether made here (its number perhaps pending) or read from the server: its billId and
 * part.
 */
export const billKey = (bill: Pick<Bill, 'billId' | 'part' | 'billNo'>): string =>
  `${bill.billId}|${bill.part ?? `#${bill.billNo}`}`;

/**
 * The table's bills still to settle: those made here and the server's unsettled ones (the server's copy wins,
 * it has the number), less those settled here (the server may not have the settlement yet), by part.
 */
export function billsToSettle(
  made: readonly Bill[],
  server: readonly Bill[],
  settledHere: ReadonlySet<string>,
): Bill[] {
  const byKey = new Map<string, Bill>();
  for (const bill of made) if (bill.status === 'UNSETTLED') byKey.set(billKey(bill), bill);
  for (const bill of server) if (bill.status === 'UNSETTLED') byKey.set(billKey(bill), bill);
  return [...byKey.values()]
    .filter((bill) => !settledHere.has(billKey(bill)))
    .sort((a, b) => (a.part ?? 0) - (b.part ?? 0) || a.billNo - b.billNo);
}
