import { describe, expect, it } from 'vitest';
import type { FeeLedgerLine, FeeLedgerView } from '../domain/fee-ledger-types';
import { emptyFeeReceipt, feeReceiptSchema, termOf, type FeeReceiptValues } from './fee-receipt-form-values';

const line = (dueId: string, term: 'T1' | 'T2', owed: number): FeeLedgerLine => ({
  dueId,
  kind: 'FEE',
  source: 'FEE',
  label: `Due ${dueId}`,
  term,
  dueDate: term === 'T1' ? '2026-04-10' : '2026-10-10',
  due: owed,
  paid: 0,
  concession: 0,
  fine: 0,
  balance: owed,
  fineNow: 0,
  owed,
});
const VIEW: FeeLedgerView = {
  admissionNo: 'ADM-1',
  name: 'Aditi Rao',
  classCode: 'VI-A',
  asOn: '2026-11-20',
  rows: [line('2026|TUI|M04', 'T1', 0), line('2026|TUI|M10', 'T2', 2000)],
  totals: { due: 2000, paid: 0, concession: 0, fine: 0, balance: 2000, fineNow: 0, owed: 2000 },
};
const ACCOUNTS = [{ code: 'AC001', typ: 'CAS' as const }];
const problems = (values: FeeReceiptValues, view: FeeLedgerView | null, canConcede = true) =>
  feeReceiptSchema(view, canConcede)
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('termOf', () => {
  it('pays the term chosen, else the first owing, else Term 1', () => {
    expect(termOf('ALL', VIEW)).toBe('ALL');
    expect(termOf('', VIEW)).toBe('T2');
    expect(termOf('', null)).toBe('T1');
  });
});

describe('feeReceiptSchema', () => {
  it('asks for the pupil, waits for the dues, and wants an account of the mode', () => {
    expect(problems(emptyFeeReceipt('', ACCOUNTS), null)).toEqual([['admissionNo', 'Choose the pupil who pays']]);
    expect(problems({ ...emptyFeeReceipt('ADM-1', ACCOUNTS), mode: 'BAN', account: '' }, null)).toEqual([
      ['admissionNo', 'Wait for the dues to load'],
      ['account', 'You have no bank account assigned'],
    ]);
  });

  it('checks the amounts by the receipt rules, each beside its field', () => {
    const values = { ...emptyFeeReceipt('ADM-1', ACCOUNTS), amount: '2000.01' };
    expect(problems(values, VIEW)).toEqual([
      ['amount', '₹ 2,000.01 is more than the ₹ 2,000.00 Aditi Rao owes for Term 2.'],
    ]);
    expect(problems({ ...values, amount: '1000' }, VIEW)).toBeUndefined();
  });
});
