import type { LedgerEntry } from '../../../kits/accounting/ledger-types';
import type { VoucherLine } from '../../../kits/accounting/document-voucher';
import { replacePostings, storedEntries } from './ledger-store';

/**
 * Posts a document's voucher (the contract's FinexecUni + FinexecDet) into the accounts ledger under the document's
 * number, replacing what it posted before (none: removes it): purchases, returns and credit notes, bills and
 * settlements, room charges, fees, hostel receipts, payroll. The accounts books show it as a journal (the server's
 * voucher types PURCHASE, PURCHASE RETURN, CREDIT NOTE are journals of the books). Each line's counter account is the
 * largest line on the other side.
 */
export async function postDocumentVoucher(
  companyCode: number,
  voucher: string,
  date: string,
  narration: string,
  lines: readonly VoucherLine[],
  previousDate: string | null,
  kind?: string,
): Promise<void> {
  // The year of demo vouchers is seeded first, so seeding never lands on top of this posting.
  await storedEntries(companyCode);
  const largest = (side: 'debit' | 'credit') => [...lines].sort((a, b) => b[side] - a[side])[0]?.account;
  const entries: LedgerEntry[] = lines.map((line) => ({
    voucher,
    type: 'JOU',
    date,
    account: String(line.account),
    counter: String((line.debit > 0 ? largest('credit') : largest('debit')) ?? ''),
    debit: line.debit,
    credit: line.credit,
    narration,
    ...(kind ? { kind } : {}),
  }));
  await replacePostings(companyCode, voucher, previousDate, entries);
}
