import type { LedgerEntry } from '../../../kits/accounting/ledger-types';
import { floorOf, shortfalls, shortfallText, type MoneyAccount } from './money-limits';

const ACCOUNTS = new Map<string, MoneyAccount>([
  ['CASH', { code: 'CASH', name: 'Cash in hand', type: 'CAS' }],
  ['HDFC', { code: 'HDFC', name: 'HDFC current account', type: 'BAN', overdraftLimit: 50_000_00 }],
  ['SBI', { code: 'SBI', name: 'SBI savings account', type: 'BAN' }],
  ['UPI', { code: 'UPI', name: 'UPI wallet', type: 'MOB' }],
]);
const post = (account: string, debit: number, credit: number): LedgerEntry => ({
  voucher: 'PAY-1',
  type: 'PAY',
  date: '2026-11-25',
  account,
  counter: '',
  debit,
  credit,
  narration: '',
});
const payment = (from: string, paise: number) => [post('RENT', paise, 0), post(from, 0, paise)];

describe('money accounts beyond their limit', () => {
  it('cash and wallets may not go below zero; a bank may go down to minus its overdraft limit', () => {
    expect([...ACCOUNTS.values()].map(floorOf)).toEqual([0, -50_000_00, 0, 0]);
  });

  it('finds a cash payment larger than the cash in hand, and says where it takes the cash', () => {
    const found = shortfalls(payment('CASH', 5_00_000_00), ACCOUNTS, new Map([['CASH', 17_555_58]]));
    expect(found).toEqual([
      { account: 'CASH', name: 'Cash in hand', before: 17_555_58, after: -4_82_444_42, floor: 0 },
    ]);
    expect(shortfallText(found[0]!)).toBe('Cash in hand goes from 17,555.58 to -4,82,444.42: below zero.');
  });

  it('lets a payment take cash to exactly zero and a bank into its overdraft, not beyond', () => {
    expect(shortfalls(payment('CASH', 17_555_58), ACCOUNTS, new Map([['CASH', 17_555_58]]))).toEqual([]);
    expect(shortfalls(payment('HDFC', 60_000_00), ACCOUNTS, new Map([['HDFC', 10_000_00]]))).toEqual([]);
    const beyond = shortfalls(payment('HDFC', 60_000_01), ACCOUNTS, new Map([['HDFC', 10_000_00]]));
    expect(beyond.map(shortfallText)).toEqual([
      'HDFC current account goes from 10,000.00 to -50,000.01: beyond its overdraft limit of 50,000.00.',
    ]);
    expect(shortfalls(payment('SBI', 1), ACCOUNTS, new Map())).toHaveLength(1);
  });

  it('never stops money coming in, nor a posting to an account that is not money', () => {
    const receipt = [post('CASH', 100_00, 0), post('SALES', 0, 100_00)];
    expect(shortfalls(receipt, ACCOUNTS, new Map([['CASH', -5_000_00]]))).toEqual([]);
    expect(shortfalls([post('SALES', 0, 100_00), post('RENT', 100_00, 0)], ACCOUNTS, new Map())).toEqual([]);
  });

  it('judges a transfer by the account it takes from, net of lines to the same account', () => {
    const transfer = [post('UPI', 300_00, 0), post('CASH', 0, 300_00), post('CASH', 100_00, 0)];
    expect(shortfalls(transfer, ACCOUNTS, new Map([['CASH', 250_00]]))).toEqual([]);
    expect(shortfalls(transfer, ACCOUNTS, new Map([['CASH', 150_00]])).map((row) => row.after)).toEqual([-50_00]);
  });
});
