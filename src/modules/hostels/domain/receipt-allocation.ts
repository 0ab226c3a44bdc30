import { formatMoney } from '../../../lib/money/money-format';
import type { Paise } from '../../../lib/money/money';

export interface BillDue {
  billNo: string;
  month: string;
  date: string;
  duePaise: Paise;
}

/** The oldest bill first: by the month billed, then the bill's date and number. */
export const oldestFirst = <T extends Pick<BillDue, 'billNo' | 'month' | 'date'>>(bills: readonly T[]): T[] =>
  [...bills].sort(
    (a, b) => a.month.localeCompare(b.month) || a.date.localeCompare(b.date) || a.billNo.localeCompare(b.billNo),
  );

/** Why this amount cannot be received against these bills, or null: above zero, and never more than is due. */
export function receiptRefusal(amountPaise: Paise, bills: readonly BillDue[], name: string): string | null {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) return 'Enter the amount received, above zero.';
  const due = bills.reduce((all, bill) => all + Math.max(0, bill.duePaise), 0);
  if (due === 0) return `${name} owes nothing.`;
  if (amountPaise > due) return `${formatMoney(amountPaise)} is more than the ${formatMoney(due)} ${name} owes.`;
  return null;
}

/**
 * The amount spread over the bills, oldest first, each taking at most what it still owes (bills it does not reach are
 * left out).
 */
export function allocateOldestFirst(
  amountPaise: Paise,
  bills: readonly BillDue[],
): Array<{ billNo: string; month: string; paise: Paise }> {
  let left = amountPaise;
  const shares: Array<{ billNo: string; month: string; paise: Paise }> = [];
  for (const bill of oldestFirst(bills)) {
    if (left === 0) break;
    const paise = Math.min(left, Math.max(0, bill.duePaise));
    if (paise === 0) continue;
    shares.push({ billNo: bill.billNo, month: bill.month, paise });
    left -= paise;
  }
  return shares;
}
