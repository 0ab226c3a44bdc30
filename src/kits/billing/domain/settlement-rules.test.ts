import { describe, expect, it } from 'vitest';
import { changeDue, tenderProblems, upiLink } from './settlement-rules';

const context = {
  total: 76400,
  customers: [{ code: 'C1', name: 'Anand Traders', mobile: '', creditLimit: 5000, outstanding: 4500 }],
  rooms: [{ code: '101' }],
};

describe('tenderProblems', () => {
  it('accepts cash with change and a split across modes that pays the bill exactly', () => {
    expect(tenderProblems([{ mode: 'CASH', amount: 764, tendered: 1000 }], context)).toEqual([]);
    expect(
      tenderProblems(
        [
          { mode: 'CASH', amount: 364 },
          { mode: 'UPI', amount: 300 },
          { mode: 'ROOM', amount: 100, room: '101' },
        ],
        context,
      ),
    ).toEqual([]);
    expect(changeDue([{ mode: 'CASH', amount: 764, tendered: 1000 }])).toBe(23600);
  });

  it('refuses a short payment, short cash, credit over the limit (showing it) and an unknown room', () => {
    expect(tenderProblems([{ mode: 'CASH', amount: 700, tendered: 500 }], context)).toEqual([
      'The payments add up to 700.00 but the bill is 764.00.',
      'Cash: 500.00 handed over is less than 700.00.',
    ]);
    expect(tenderProblems([{ mode: 'CREDIT', amount: 764, customer: 'C1' }], context)).toEqual([
      "Credit: Anand Traders's credit limit is 5,000.00; 4,500.00 is outstanding, so 764.00 more is over the limit.",
    ]);
    expect(tenderProblems([{ mode: 'ROOM', amount: 764, room: '999' }], context)).toEqual([
      'Room: choose an occupied room to charge.',
    ]);
  });
});

describe('upiLink', () => {
  it('carries the payee, the exact amount and the bill number', () => {
    expect(upiLink('seabreeze@okbank', 'Sea Breeze', 123456, 'DN26-000012')).toBe(
      'upi://pay?pa=seabreeze%40okbank&pn=Sea+Breeze&am=1234.56&tn=Bill+DN26-000012&cu=INR',
    );
  });
});
