import { describe, expect, it } from 'vitest';
import type { FeeLedgerLine, FeeLedgerView } from '../domain/fee-ledger-types';
import { receiptLines } from './fee-allocation';
import { checkReceipt } from './fee-receipt-check';

const line = (dueId: string, term: 'T1' | 'T2', balance: number, fineNow = 0): FeeLedgerLine => ({
  dueId,
  kind: 'FEE',
  source: 'FEE',
  label: `Due ${dueId}`,
  term,
  dueDate: term === 'T1' ? '2026-04-10' : '2026-10-10',
  due: balance,
  paid: 0,
  concession: 0,
  fine: 0,
  balance,
  fineNow,
  owed: balance + fineNow,
});
const VIEW: FeeLedgerView = {
  admissionNo: 'ADM-1',
  name: 'Aditi Rao',
  classCode: 'VI-A',
  asOn: '2026-11-20',
  rows: [line('2026|TUI|M04', 'T1', 1000, 50), line('2026|TUI|M05', 'T1', 1000), line('2026|TUI|M10', 'T2', 2000)],
  totals: { due: 4000, paid: 0, concession: 0, fine: 0, balance: 4000, fineNow: 50, owed: 4050 },
};
const fields = (amount: string, concession = '', concessionReason = '') => ({
  amount,
  concession,
  concessionReason,
  reference: '',
});

describe('receiptLines', () => {
  it('spreads the concession, then the amount, over the term dues oldest first, each at most what it owes', () => {
    expect(receiptLines(VIEW, 'T1', 120_000, 10_000)).toEqual([
      { dueId: '2026|TUI|M04', paid: 950, concession: 100 },
      { dueId: '2026|TUI|M05', paid: 250, concession: 0 },
    ]);
    expect(receiptLines(VIEW, 'T2', 50_000, 0)).toEqual([{ dueId: '2026|TUI|M10', paid: 500, concession: 0 }]);
  });
});

describe('checkReceipt', () => {
  it('refuses more than the term owes beside the amount, naming the pupil and the term', () => {
    expect(checkReceipt(VIEW, 'T1', fields('2050.01'), true).problems).toEqual({
      amount: '₹ 2,050.01 is more than the ₹ 2,050.00 Aditi Rao owes for Term 1.',
    });
  });
  it('refuses a concession without the approve right beside the concession, and one without a reason beside the reason', () => {
    expect(checkReceipt(VIEW, 'T1', fields('500', '100', 'Sibling'), false).problems).toEqual({
      concession: 'Only a user with the approve right on fee collections may give a concession.',
    });
    expect(checkReceipt(VIEW, 'T1', fields('500', '100'), true).problems).toEqual({
      concessionReason: 'Give the reason for the concession.',
    });
  });
  it('accepts an instalment with its late fine and reads what is typed as money', () => {
    expect(checkReceipt(VIEW, 'T1', fields('1050'), false)).toMatchObject({ paid: 105_000, problems: {} });
    expect(checkReceipt(VIEW, 'T1', fields('10.005'), false).problems.amount).toBeTruthy();
    expect(checkReceipt(VIEW, 'T1', fields(''), false).problems.amount).toBe('Enter the amount received, above zero.');
  });
});
