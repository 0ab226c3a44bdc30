import type { DueOccupant, ReceiptAccount } from '../domain/hostel-receipt-types';
import { emptyReceipt, receiptSchema, toReceiptInput, type ReceiptValues } from './receipt-form-values';

const occupant: DueOccupant = { key: 'S1', name: 'Aditi Rao', kind: 'STUDENT', bedId: 'B1-101-A', due: 1200, bills: 2 };
const accounts: ReceiptAccount[] = [
  { code: 'AC001', detail: 'Cash', typ: 'CAS' },
  { code: 'AC002', detail: 'Bank', typ: 'BAN' },
];
const problems = (values: ReceiptValues) =>
  receiptSchema([occupant])
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('receiptSchema', () => {
  it('asks who paid and the amount, into the first cash account', () => {
    expect(emptyReceipt(accounts).account).toBe('AC001');
    expect(problems(emptyReceipt(accounts))).toEqual([
      ['occupantKey', 'Choose who paid'],
      ['amount', 'Enter an amount'],
    ]);
  });

  it('refuses zero, more than is due, and a mode without an account', () => {
    const values = { ...emptyReceipt(accounts), occupantKey: 'S1', amount: '0' };
    expect(problems(values)).toEqual([['amount', 'Enter an amount above zero']]);
    expect(problems({ ...values, amount: '1200.01' })?.[0]?.[1]).toMatch(/is more than the .* due$/);
    expect(problems({ ...values, amount: '1200', mode: 'MOB', account: '' })).toEqual([
      ['account', 'You have no wallet account assigned'],
    ]);
  });
});

describe('toReceiptInput', () => {
  it('sends the amount in rupees and the texts trimmed', () => {
    const values = { ...emptyReceipt(accounts), occupantKey: 'S1', amount: '1,000.50', reference: ' NEFT 1 ' };
    expect(toReceiptInput(values)).toEqual({
      occupantKey: 'S1',
      amount: 1000.5,
      mode: 'CAS',
      account: 'AC001',
      reference: 'NEFT 1',
      remarks: '',
    });
  });
});
