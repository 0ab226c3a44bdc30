import { describe, expect, it } from 'vitest';
import { sumPaise } from '../../../lib/money/money';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import { billVoucherLines, type PosPostingAccounts } from './pos-postings';

const accounts: PosPostingAccounts = {
  sales: 'SAL',
  taxes: new Map([
    ['CGST', 'CG'],
    ['SGST', 'SG'],
  ]),
  roundOff: 'RND',
  modes: { CASH: 'CASH', CARD: 'BANK', UPI: 'WAL', CREDIT: 'DEB', ROOM: 'GUEST' },
};

// 2 × 145.50 = 291.00, 10 % discount 29.10, service charge 5 % of 261.90 = 13.10 (rounded), taxable 275.00,
// CGST and SGST 2.5 % = 6.88 each, gross 288.76, total 289.00, round-off +0.24.
const bill = {
  seq: 'DN26-000001',
  subTotal: 291,
  discount: 29.1,
  serviceCharge: 13.1,
  roundOff: 0.24,
  total: 289,
  kind: 'NORMAL',
  taxes: [
    { component: 'CGST', percent: 2.5, taxable: 275, amount: 6.88 },
    { component: 'SGST', percent: 2.5, taxable: 275, amount: 6.88 },
  ],
} as unknown as Bill;

describe("a settled bill's voucher", () => {
  it('credits sales net of the discount with the service charge, each tax and the round-off; debits each tender; balances to the paisa', () => {
    const lines = billVoucherLines(
      bill,
      [
        { mode: 'CASH', amount: 200, tendered: 500 },
        { mode: 'UPI', amount: 89 },
      ],
      accounts,
    );
    expect(lines.map(({ account, debit, credit }) => [account, debit, credit])).toEqual([
      ['SAL', 0, 27500],
      ['CG', 0, 688],
      ['SG', 0, 688],
      ['RND', 0, 24],
      ['CASH', 20000, 0],
      ['WAL', 8900, 0],
    ]);
    expect(sumPaise(lines.map((line) => line.debit))).toBe(sumPaise(lines.map((line) => line.credit)));
  });

  it('debits the round-off when the bill was rounded down, and adds up tenders of one account', () => {
    const down = { ...bill, roundOff: -0.76, total: 288 } as Bill;
    const lines = billVoucherLines(
      down,
      [
        { mode: 'CASH', amount: 100 },
        { mode: 'CASH', amount: 188 },
      ],
      accounts,
    );
    expect(lines.find((line) => line.account === 'RND')).toMatchObject({ debit: 76, credit: 0 });
    expect(lines.filter((line) => line.account === 'CASH')).toEqual([expect.objectContaining({ debit: 28800 })]);
  });

  it('posts nothing for a bill of nothing (NC) and refuses tenders that do not pay the bill', () => {
    expect(billVoucherLines({ ...bill, total: 0, kind: 'NC' } as Bill, [], accounts)).toEqual([]);
    expect(() => billVoucherLines(bill, [{ mode: 'CASH', amount: 280 }], accounts)).toThrow('do not balance');
  });

  it('credits sales net of a customer offer’s amount off too (the take-away counter)', () => {
    // 291.00 less the offer's 25.00 and 10% of the rest 26.60: 239.40 + 5% service 11.97 = 251.37; tax 6.28 each;
    // 263.93 → 264.00.
    const offered = {
      ...bill,
      offerDiscount: 25,
      discount: 26.6,
      serviceCharge: 11.97,
      roundOff: 0.07,
      total: 264,
      taxes: [
        { component: 'CGST', percent: 2.5, taxable: 251.37, amount: 6.28 },
        { component: 'SGST', percent: 2.5, taxable: 251.37, amount: 6.28 },
      ],
    } as unknown as Bill;
    const lines = billVoucherLines(offered, [{ mode: 'CASH', amount: 264 }], accounts);
    expect(lines.find((line) => line.account === 'SAL')).toMatchObject({ debit: 0, credit: 25137 });
    expect(sumPaise(lines.map((line) => line.debit))).toBe(sumPaise(lines.map((line) => line.credit)));
  });
});
