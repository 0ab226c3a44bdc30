import { balanceSheet } from './balance-sheet';
import type { Chart, ChartAccount, OpeningSet, VoucherType } from '../../../kits/accounting/ledger-types';
import { profitAndLoss } from './profit-and-loss';
import { schedules } from './schedules';
import { trialBalance } from './trial-balance';
import { emptyVoucher, voucherId, type Voucher, type VoucherHeader } from './voucher';
import { voucherPostings, voucherProblems } from './voucher-rules';

// A small trading firm, books opened on 1 April 2025. All figures are paise.
const chart: Chart = {
  groups: [
    { code: 'IE', name: 'Indirect Expenses', nature: 'EXPENSES', parent: '', sequence: 2 },
    { code: 'DE', name: 'Direct Expenses', nature: 'EXPENSES', parent: '', sequence: 1 },
    { code: 'CB', name: 'Cash and Bank', nature: 'ASSETS', parent: 'CA', sequence: 1 },
    { code: 'CA', name: 'Current Assets', nature: 'ASSETS', parent: null, sequence: 1 },
    { code: 'FA', name: 'Fixed Assets', nature: 'ASSETS', parent: '', sequence: 2 },
    { code: 'CL', name: 'Current Liabilities', nature: 'LIABILITIES', parent: '', sequence: 1 },
    { code: 'CP', name: 'Capital Account', nature: 'CAPITAL', parent: '', sequence: 1 },
    { code: 'SA', name: 'Sales Accounts', nature: 'INCOME', parent: '', sequence: 1 },
    { code: 'OI', name: 'Other Income', nature: 'INCOME', parent: '', sequence: 2 },
  ],
  accounts: [
    { code: 'CASH', name: 'Cash in Hand', group: 'CB', type: 'CAS' },
    { code: 'BANK', name: 'State Bank', group: 'CB', type: 'BAN' },
    { code: 'DEBT', name: 'Ravi Traders', group: 'CA', type: 'PAR' },
    { code: 'FURN', name: 'Furniture', group: 'FA', type: 'OTH' },
    { code: 'CRED', name: 'Mehta Supplies', group: 'CL', type: 'PAR' },
    { code: 'CAPT', name: 'Capital - Anil Kumar', group: 'CP', type: 'OTH' },
    { code: 'SALE', name: 'Sales', group: 'SA', type: 'OTH' },
    { code: 'INTR', name: 'Interest Received', group: 'OI', type: 'OTH' },
    { code: 'PURC', name: 'Purchases', group: 'DE', type: 'OTH' },
    { code: 'RENT', name: 'Rent', group: 'IE', type: 'OTH' },
    { code: 'SALY', name: 'Salaries', group: 'IE', type: 'OTH' },
  ],
};
const accounts = new Map<string, ChartAccount>(chart.accounts.map((account) => [account.code, account]));

// Openings: Dr bank 3,00,000 + cash 50,000 + furniture 1,50,000 + Ravi 20,000 = 5,20,000;
// Cr capital 5,00,000 + Mehta 20,000 = 5,20,000.
const openings: OpeningSet[] = [
  {
    from: '2025-04-01',
    balances: [
      { account: 'CAPT', debit: 0, credit: 50_000_000 },
      { account: 'BANK', debit: 30_000_000, credit: 0 },
      { account: 'CASH', debit: 5_000_000, credit: 0 },
      { account: 'FURN', debit: 15_000_000, credit: 0 },
      { account: 'DEBT', debit: 2_000_000, credit: 0 },
      { account: 'CRED', debit: 0, credit: 2_000_000 },
    ],
  },
];

function voucher(
  type: VoucherType,
  date: string,
  number: number,
  header: Partial<VoucherHeader>,
  lines: Array<[string, number, number]>,
): Voucher {
  const base = emptyVoucher(type, date, 'E001');
  return {
    header: {
      ...base.header,
      id: voucherId(type, date, 'E001', number),
      number,
      narration: 'Worked example',
      ...header,
    },
    lines: lines.map(([account, debit, credit]) => ({ account, debit, credit, narration: '' })),
  };
}

const cheque = { mode: 'CHEQUE', chequeNo: '123456', chequeDate: '2025-04-05', bankName: 'State Bank' } as const;
const vouchers: Voucher[] = [
  // Rent 25,000.00 and salaries 12,345.67 by cheque: bank Cr 37,345.67.
  voucher('PAY', '2025-04-05', 1, { ...cheque, counterAccount: 'BANK' }, [
    ['RENT', 25_000, 0],
    ['SALY', 12_345.67, 0],
  ]),
  // Cash sale 45,678.90.
  voucher('REC', '2025-04-10', 1, { mode: 'CASH', counterAccount: 'CASH' }, [['SALE', 0, 45_678.9]]),
  // Ravi Traders pays its 20,000.00 online.
  voucher('REC', '2025-04-15', 2, { mode: 'ONLINE', reference: 'UTR991', counterAccount: 'BANK' }, [
    ['DEBT', 0, 20_000],
  ]),
  // Goods bought on credit from Mehta, 18,765.43.
  voucher('JOU', '2025-04-20', 1, {}, [
    ['PURC', 18_765.43, 0],
    ['CRED', 0, 18_765.43],
  ]),
  // Bank interest credited, 1,234.56.
  voucher('JOU', '2025-04-30', 1, {}, [
    ['BANK', 1_234.56, 0],
    ['INTR', 0, 1_234.56],
  ]),
  // Cash 40,000.00 deposited into the bank.
  voucher('TRA', '2025-05-02', 1, { mode: 'CASH', counterAccount: 'CASH' }, [['BANK', 40_000, 0]]),
  // Cancelled: must post nothing.
  voucher('PAY', '2025-05-10', 2, { mode: 'CASH', counterAccount: 'CASH', status: 'Cancelled' }, [
    ['RENT', 9_999.99, 0],
  ]),
  // Mehta paid 10,000.00 in cash.
  voucher('PAY', '2025-05-15', 1, { mode: 'CASH', counterAccount: 'CASH' }, [['CRED', 10_000, 0]]),
];
const entries = vouchers.flatMap(voucherPostings);
const period = { from: '2025-04-01', to: '2025-05-31' };

describe('a worked example', () => {
  it('has valid vouchers, and the cancelled one posts nothing', () => {
    for (const v of vouchers) expect(voucherProblems(v, accounts)).toEqual({});
    // Two entries per line of the payment of two lines, two per other voucher: 4 + 2 * 6 = 16.
    expect(entries).toHaveLength(16);
    expect(entries.some((entry) => entry.voucher === 'PAY-20250510-E001-2')).toBe(false);
  });

  it('gives the trial balance', () => {
    const tb = trialBalance(chart, openings, entries, period);
    // Debits: cash 45,678.90; bank 20,000 + 1,234.56 + 40,000 = 61,234.56; Mehta 10,000;
    // purchases 18,765.43; rent 25,000; salaries 12,345.67 => 1,73,024.56.
    // Closing Dr: cash 50,000 + 45,678.90 - 40,000 - 10,000 = 45,678.90;
    // bank 3,00,000 + 61,234.56 - 37,345.67 = 3,23,888.89; furniture 1,50,000; purchases, rent, salaries
    // => 45,678.90 + 3,23,888.89 + 1,50,000 + 18,765.43 + 25,000 + 12,345.67 = 5,75,678.89.
    // Closing Cr: capital 5,00,000 + Mehta 28,765.43 + sales 45,678.90 + interest 1,234.56 = 5,75,678.89.
    expect(tb.totals).toEqual({
      openingDebit: 52_000_000,
      openingCredit: 52_000_000,
      debit: 17_302_456,
      credit: 17_302_456,
      closingDebit: 57_567_889,
      closingCredit: 57_567_889,
    });
    expect(tb.from).toBe('2025-04-01');
    // Tree order: Current Assets (Ravi, then Cash and Bank by code), Fixed, Liabilities, Capital, Sales, Other Income,
    // Direct, Indirect.
    expect(tb.rows.map((row) => row.account)).toEqual([
      'DEBT',
      'BANK',
      'CASH',
      'FURN',
      'CRED',
      'CAPT',
      'SALE',
      'INTR',
      'PURC',
      'RENT',
      'SALY',
    ]);
    const row = (code: string) => tb.rows.find((line) => line.account === code);
    expect(row('BANK')).toEqual({
      account: 'BANK',
      name: 'State Bank',
      group: 'CB',
      groupName: 'Cash and Bank',
      nature: 'ASSETS',
      opening: 30_000_000,
      debit: 6_123_456,
      credit: 3_734_567,
      closing: 32_388_889,
    });
    expect(row('CASH')).toMatchObject({ opening: 5_000_000, debit: 4_567_890, credit: 5_000_000, closing: 4_567_890 });
    // Ravi: 20,000 Dr settled in full; shown because its opening was not zero.
    expect(row('DEBT')).toMatchObject({ opening: 2_000_000, debit: 0, credit: 2_000_000, closing: 0 });
    expect(row('CRED')).toMatchObject({
      opening: -2_000_000,
      debit: 1_000_000,
      credit: 1_876_543,
      closing: -2_876_543,
    });
    expect(row('RENT')).toMatchObject({ opening: 0, debit: 2_500_000, credit: 0, closing: 2_500_000 });
  });

  it('gives the same trial balance as on a date when the start is left out', () => {
    expect(trialBalance(chart, openings, entries, { to: '2025-05-31' })).toEqual(
      trialBalance(chart, openings, entries, period),
    );
  });

  it('gives the profit and loss: a loss of 9,197.64', () => {
    const pl = profitAndLoss(chart, entries, period);
    // Income 45,678.90 + 1,234.56 = 46,913.46; expenses 18,765.43 + 25,000 + 12,345.67 = 56,111.10.
    expect(pl.totalIncome).toBe(4_691_346);
    expect(pl.totalExpenses).toBe(5_611_110);
    expect(pl.net).toBe(-919_764);
    expect(pl.income).toEqual([
      {
        group: 'SA',
        name: 'Sales Accounts',
        amount: 4_567_890,
        accounts: [{ account: 'SALE', name: 'Sales', amount: 4_567_890 }],
      },
      {
        group: 'OI',
        name: 'Other Income',
        amount: 123_456,
        accounts: [{ account: 'INTR', name: 'Interest Received', amount: 123_456 }],
      },
    ]);
    expect(pl.expenses.map((section) => [section.group, section.amount])).toEqual([
      ['DE', 1_876_543],
      ['IE', 3_734_567],
    ]);
  });

  it('gives the balance sheet', () => {
    const bs = balanceSheet(chart, openings, entries, '2025-05-31');
    // Assets: cash 45,678.90 + bank 3,23,888.89 (Ravi is nil) + furniture 1,50,000 = 5,19,567.79.
    // Liabilities 28,765.43 + capital 5,00,000 - loss 9,197.64 = 5,19,567.79.
    expect(bs.totalAssets).toBe(51_956_779);
    expect(bs.result).toBe(-919_764);
    expect(bs.totalLiabilitiesAndCapital).toBe(51_956_779);
    expect(bs.assets).toEqual([
      {
        group: 'CA',
        name: 'Current Assets',
        amount: 36_956_779,
        accounts: [
          { account: 'BANK', name: 'State Bank', amount: 32_388_889 },
          { account: 'CASH', name: 'Cash in Hand', amount: 4_567_890 },
        ],
      },
      {
        group: 'FA',
        name: 'Fixed Assets',
        amount: 15_000_000,
        accounts: [{ account: 'FURN', name: 'Furniture', amount: 15_000_000 }],
      },
    ]);
    expect(bs.liabilities).toEqual([
      {
        group: 'CL',
        name: 'Current Liabilities',
        amount: 2_876_543,
        accounts: [{ account: 'CRED', name: 'Mehta Supplies', amount: 2_876_543 }],
      },
    ]);
    expect(bs.capital.map((section) => section.amount)).toEqual([50_000_000]);
  });

  it('gives the balance sheet as it stood in the middle of the period', () => {
    // As on 20 April: cash 95,678.90; bank 3,00,000 - 37,345.67 + 20,000 = 2,82,654.33; furniture 1,50,000.
    // Result: sales 45,678.90 - rent 25,000 - salaries 12,345.67 - purchases 18,765.43 = -10,432.20.
    const bs = balanceSheet(chart, openings, entries, '2025-04-20');
    expect(bs.totalAssets).toBe(52_833_323);
    expect(bs.result).toBe(-1_043_220);
    expect(bs.totalLiabilitiesAndCapital).toBe(52_833_323);
  });

  it('gives the schedules, depth first with subtree totals', () => {
    const rows = schedules(chart, openings, entries, period).map((row) => [
      row.kind,
      row.level,
      row.code,
      row.debit,
      row.credit,
    ]);
    expect(rows).toEqual([
      ['nature', 0, 'ASSETS', 51_956_779, 0],
      ['group', 1, 'CA', 36_956_779, 0],
      ['group', 2, 'CB', 36_956_779, 0],
      ['account', 3, 'BANK', 32_388_889, 0],
      ['account', 3, 'CASH', 4_567_890, 0],
      ['group', 1, 'FA', 15_000_000, 0],
      ['account', 2, 'FURN', 15_000_000, 0],
      ['nature', 0, 'LIABILITIES', 0, 2_876_543],
      ['group', 1, 'CL', 0, 2_876_543],
      ['account', 2, 'CRED', 0, 2_876_543],
      ['nature', 0, 'CAPITAL', 0, 50_000_000],
      ['group', 1, 'CP', 0, 50_000_000],
      ['account', 2, 'CAPT', 0, 50_000_000],
      ['nature', 0, 'INCOME', 0, 4_691_346],
      ['group', 1, 'SA', 0, 4_567_890],
      ['account', 2, 'SALE', 0, 4_567_890],
      ['group', 1, 'OI', 0, 123_456],
      ['account', 2, 'INTR', 0, 123_456],
      ['nature', 0, 'EXPENSES', 5_611_110, 0],
      ['group', 1, 'DE', 1_876_543, 0],
      ['account', 2, 'PURC', 1_876_543, 0],
      ['group', 1, 'IE', 3_734_567, 0],
      ['account', 2, 'RENT', 2_500_000, 0],
      ['account', 2, 'SALY', 1_234_567, 0],
    ]);
  });
});
