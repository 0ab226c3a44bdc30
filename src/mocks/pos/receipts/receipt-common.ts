import type { LedgerEntry, VoucherType } from '../../../kits/accounting/ledger-types';
import type { PostedLine } from '../../../modules/pos/receipts/domain/postings';
import { replacePostings, storedEntries } from '../../core/accounting/ledger-store';

export { queuedWrite as writeOnce, refusal, screenSession } from '../../core/sessions/screen-session';

/**
 * Posts a document's voucher into the accounts ledger under its number, replacing what it posted before (no lines:
 * takes it back). Receipts post as receipts (REC), commission payments as payments (PAY), so the cash and bank books
 * show them so. Each line's counter account is the largest line on the other side.
 */
export async function postVoucher(
  companyCode: number,
  voucher: string,
  type: VoucherType,
  date: string,
  narration: string,
  lines: readonly PostedLine[],
): Promise<void> {
  await storedEntries(companyCode); // the demo year is seeded first, so seeding never lands on top of this posting
  const largest = (side: 'debit' | 'credit') => [...lines].sort((a, b) => b[side] - a[side])[0]?.account ?? '';
  const entries: LedgerEntry[] = lines.map((line) => ({
    voucher,
    type,
    date,
    account: line.account,
    counter: line.debit > 0 ? largest('credit') : largest('debit'),
    debit: line.debit,
    credit: line.credit,
    narration,
  }));
  await replacePostings(companyCode, voucher, date, entries);
}

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
