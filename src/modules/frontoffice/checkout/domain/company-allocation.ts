import { sumPaise, type Paise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';

export interface PendingBill {
  billNo: string;
  dat: string;
  pending: Paise;
}

export interface BillShare {
  billNo: string;
  amount: Paise;
}

/** Oldest bill first (date, then number): the order a company's payment settles them in unless chosen otherwise. */
export const oldestFirst = <T extends { billNo: string; dat: string }>(bills: readonly T[]): T[] =>
  [...bills].sort((a, b) => a.dat.localeCompare(b.dat) || a.billNo.localeCompare(b.billNo, 'en', { numeric: true }));

/**
 * A payment shared over the bills oldest first, each up to what it has pending (bills it does not reach are left out).
 */
export function allocateOldestFirst(bills: readonly PendingBill[], amount: Paise): BillShare[] {
  let left = Math.max(0, amount);
  const shares: BillShare[] = [];
  for (const bill of oldestFirst(bills)) {
    if (left === 0) break;
    const share = Math.min(left, bill.pending);
    if (share > 0) shares.push({ billNo: bill.billNo, amount: share });
    left -= share;
  }
  return shares;
}

/**
 * Why a company receipt's shares cannot be taken, or null: each share above 0 on a bill of the company that has that
 * much pending, and the shares adding up to the amount received exactly.
 */
export function sharesProblem(
  bills: readonly PendingBill[],
  amount: Paise,
  shares: readonly BillShare[],
): string | null {
  if (amount <= 0) return 'Enter the amount received, above 0.';
  const pending = sumPaise(bills.map((bill) => bill.pending));
  if (amount > pending)
    return `${formatMoney(amount)} is more than the ${formatMoney(pending)} the company has pending.`;
  const seen = new Set<string>();
  for (const share of shares) {
    const bill = bills.find((one) => one.billNo === share.billNo);
    if (!bill) return `Bill ${share.billNo} is not one of the company's pending bills.`;
    if (seen.has(share.billNo)) return `Bill ${share.billNo} is given twice.`;
    seen.add(share.billNo);
    if (share.amount <= 0) return `The amount on bill ${share.billNo} must be above 0.`;
    if (share.amount > bill.pending)
      return `${formatMoney(share.amount)} is more than the ${formatMoney(bill.pending)} pending on bill ${share.billNo}.`;
  }
  const allocated = sumPaise(shares.map((share) => share.amount));
  if (allocated !== amount) return `The bills take ${formatMoney(allocated)}; the receipt is ${formatMoney(amount)}.`;
  return null;
}
