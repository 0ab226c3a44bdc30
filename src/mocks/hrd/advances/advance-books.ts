import { toPaise } from '../../../lib/money/money';
import type { HrdAdvance } from '../../../modules/hrd/domain/payroll-types';
import type { VoucherLine } from '../../../kits/accounting/document-voucher';
import { hrdAccounts, postHrdVoucher } from '../hrd-postings';

/** The financial-year part of an advance's number: 2025-06-10 → 2526, 2026-02-01 → 2526. */
export function financialYear(dat: string): string {
  const year = Number(dat.slice(0, 4));
  const start = Number(dat.slice(5, 7)) >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The next ADV<yy><yy>-00001 of the financial year (max + 1 of the numbers given so far: call inside hrdWrite). */
export function nextAdvanceNumber(rows: readonly HrdAdvance[], dat: string): string {
  const prefix = `ADV${financialYear(dat)}-`;
  const last = rows
    .filter((row) => row.seq.startsWith(prefix))
    .reduce((max, row) => Math.max(max, Number(row.seq.slice(prefix.length)) || 0), 0);
  return `${prefix}${String(last + 1).padStart(5, '0')}`;
}

export const nextAdvanceId = (rows: readonly HrdAdvance[]) =>
  rows.reduce((max, row) => Math.max(max, row.recordId), 0) + 1;

/**
 * An advance's voucher (number = the advance's): given, Dr staff advances, Cr the cash or bank account paid from;
 * a recovery repaid in cash (the demo's opening rows), Dr the account, Cr staff advances.
 */
export async function postAdvanceVoucher(
  companyCode: number,
  row: HrdAdvance,
  voucher: string,
  employeeName: string,
): Promise<void> {
  const { staffAdvances } = await hrdAccounts(companyCode, ['staffAdvances']);
  const given = toPaise(row.advanceDebit);
  const back = toPaise(row.advanceCredit);
  const lines: VoucherLine[] =
    given > 0
      ? [
          { code: 'HRD_ADV', account: staffAdvances, debit: given, credit: 0 },
          { code: 'HRD_PAY', account: row.account, debit: 0, credit: given },
        ]
      : [
          { code: 'HRD_PAY', account: row.account, debit: back, credit: 0 },
          { code: 'HRD_ADV', account: staffAdvances, debit: 0, credit: back },
        ];
  const narration =
    given > 0 ? `Salary advance ${row.seq} to ${employeeName}` : `Advance recovery ${row.month} from ${employeeName}`;
  await postHrdVoucher(companyCode, voucher, row.dat.slice(0, 10), narration, lines, row.dat.slice(0, 10));
}
