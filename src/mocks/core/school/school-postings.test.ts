import { afterEach, describe, expect, it } from 'vitest';
import { sumPaise, toPaise } from '../../../lib/money/money';
import type { FeeReceipt } from '../../../kits/school/fee-receipt-types';
import { chartOf, ledgerEntries } from '../accounting/ledger-store';
import { resetDemoDb } from '../db/demo-db';
import { feeReceiptVoucherLines, postFeeReceiptVoucher, takeBackFeeReceiptVoucher } from './school-postings';

// A company with no demo books: its ledger holds only what the test posts.
const COMPANY = 424243;

afterEach(() => resetDemoDb());

const RECEIPT: FeeReceipt = {
  receiptNo: 'REC2026-00007',
  date: '2026-05-20',
  admissionNo: 'ADM-2024-0101',
  name: 'Aarav Deshmukh',
  classCode: 'I-A',
  lines: [
    {
      dueId: '2026|TUI-P|M05',
      source: 'FEE',
      label: 'Tuition fee (primary), May 2026',
      term: 'T1',
      paid: 3250,
      concession: 0,
      fine: 50,
    },
    {
      dueId: '2026|EXM|T1',
      source: 'FEE',
      label: 'Examination fee, Term 1',
      term: 'T1',
      paid: 700,
      concession: 500,
      fine: 0,
    },
    {
      dueId: '2026|R-01-T1|T1',
      source: 'TRANSPORT',
      label: 'Transport R-01, Term 1',
      term: 'T1',
      paid: 8050.25,
      concession: 0,
      fine: 0,
    },
    {
      dueId: 'CHG|LIBRARY|LRT2026-00002/1',
      source: 'LIBRARY',
      label: 'Library fine',
      term: 'T1',
      paid: 12,
      concession: 0,
      fine: 0,
    },
  ],
  amount: 12012.25,
  fine: 50,
  concession: 500,
  concessionReason: 'Sibling in the school',
  mode: 'CAS',
  account: 'AC001',
  accountName: 'Cash in hand',
  reference: '',
  printCount: 0,
  status: 'OPEN',
  cancelReason: '',
  cancelledBy: '',
  by: 'STAFF',
};

describe('a fee receipt’s voucher', () => {
  it('debits the money received and the concessions, credits each source’s income and the late fines, and balances', async () => {
    const lines = await feeReceiptVoucherLines(COMPANY, RECEIPT);
    const names = new Map((await chartOf(COMPANY)).accounts.map((account) => [account.code, account.name]));
    const byName = (name: string) => lines.find((line) => names.get(String(line.account)) === name);
    expect(lines[0]).toEqual({ code: 'FEE_CAS', account: 'AC001', debit: toPaise(12012.25), credit: 0 });
    expect(byName('Fee concessions')).toMatchObject({ debit: toPaise(500), credit: 0 });
    expect(byName('Fee income')).toMatchObject({ debit: 0, credit: toPaise(3200 + 1200) });
    expect(byName('Transport fee income')).toMatchObject({ debit: 0, credit: toPaise(8050.25) });
    expect(byName('Library fines')).toMatchObject({ debit: 0, credit: toPaise(12) });
    expect(byName('Late fee fines')).toMatchObject({ debit: 0, credit: toPaise(50) });
    expect(sumPaise(lines.map((line) => line.debit))).toBe(sumPaise(lines.map((line) => line.credit)));
  });

  it('is posted under the receipt number and taken back whole on cancel', async () => {
    await postFeeReceiptVoucher(COMPANY, RECEIPT);
    await postFeeReceiptVoucher(COMPANY, RECEIPT);
    const posted = (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === RECEIPT.receiptNo);
    expect(posted).toHaveLength(6);
    expect(posted.every((entry) => entry.date === RECEIPT.date)).toBe(true);
    await takeBackFeeReceiptVoucher(COMPANY, RECEIPT);
    expect((await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === RECEIPT.receiptNo)).toEqual([]);
  });
});
