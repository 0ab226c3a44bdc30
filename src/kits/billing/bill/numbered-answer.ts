import type { Bill } from '../domain/bill-types';

type Numbered = Pick<Bill, 'seq' | 'billNo' | 'part'>;

const isNumbered = (value: unknown): value is Numbered =>
  typeof value === 'object' && value !== null && typeof (value as Numbered).seq === 'string';

/**
 * The bill in hand with the number the backend's answer gives it, or null while the answer gives none. A table's bill
 * is answered with its bills (a split's parts: the one of the same part), a counter sale with its one bill.
 */
export function numberedFrom<T extends Bill>(bill: T, answer: Readonly<Record<string, unknown>> | null): T | null {
  if (!answer) return null;
  const bills = (Array.isArray(answer.bills) ? answer.bills : [answer.bill]).filter(isNumbered);
  const mine = bills.find((row) => (row.part ?? 0) === (bill.part ?? 0)) ?? (bills.length === 1 ? bills[0] : undefined);
  // Only the number is taken: the bill in hand may have moved on since (settled, with its tenders).
  return mine?.seq ? { ...bill, seq: mine.seq, billNo: mine.billNo } : null;
}
