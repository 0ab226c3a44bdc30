import { balanceSheet } from './balance-sheet';
import type { Chart, LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import { closeYear, dayAfter, financialYearOf } from './year-end';

const chart: Chart = {
  groups: [
    { code: 'AS', name: 'Assets', nature: 'ASSETS', parent: '', sequence: 1 },
    { code: 'LI', name: 'Loans', nature: 'LIABILITIES', parent: '', sequence: 1 },
    { code: 'CP', name: 'Capital', nature: 'CAPITAL', parent: '', sequence: 1 },
    { code: 'RS', name: 'Reserves', nature: 'CAPITAL', parent: 'CP', sequence: 1 },
    { code: 'IN', name: 'Income', nature: 'INCOME', parent: '', sequence: 1 },
    { code: 'EX', name: 'Expenses', nature: 'EXPENSES', parent: '', sequence: 1 },
  ],
  accounts: [
    { code: 'BANK', name: 'Bank', group: 'AS', type: 'BAN' },
    { code: 'CASH', name: 'Cash', group: 'AS', type: 'CAS' },
    { code: 'LOAN', name: 'Loan', group: 'LI', type: 'OTH' },
    { code: 'CAPT', name: 'Capital', group: 'CP', type: 'OTH' },
    { code: 'PL', name: 'Profit and Loss', group: 'RS', type: 'OTH' },
    { code: 'SALE', name: 'Sales', group: 'IN', type: 'OTH' },
    { code: 'WAGE', name: 'Wages', group: 'EX', type: 'OTH' },
  ],
};

const line = (date: string, account: string, debit: number, credit: number): LedgerEntry => ({
  voucher: `JOU-${date.replaceAll('-', '')}-E001-1`,
  type: 'JOU',
  date,
  account,
  counter: '',
  debit,
  credit,
  narration: '',
});
const year = { from: '2025-04-01', to: '2026-03-31' };
const openings: OpeningSet[] = [
  {
    from: '2025-04-01',
    balances: [
      { account: 'BANK', debit: 800_000, credit: 0 },
      { account: 'CASH', debit: 200_000, credit: 0 },
      { account: 'CAPT', debit: 0, credit: 1_000_000 },
    ],
  },
];
const entries = [
  line('2025-06-01', 'BANK', 500_050, 0),
  line('2025-06-01', 'SALE', 0, 500_050),
  line('2025-09-30', 'WAGE', 123_456, 0),
  line('2025-09-30', 'CASH', 0, 123_456),
  line('2026-03-31', 'BANK', 300_000, 0),
  line('2026-03-31', 'LOAN', 0, 300_000),
  line('2026-03-31', 'CASH', 0, 76_544),
  line('2026-03-31', 'BANK', 76_544, 0),
  // Next year's entry: not part of the closing.
  line('2026-04-01', 'WAGE', 1_000, 0),
  line('2026-04-01', 'BANK', 0, 1_000),
];

describe('financialYearOf', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYearOf('2025-04-01')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(financialYearOf('2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(financialYearOf('2026-01-15')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(financialYearOf('2025-03-31')).toEqual({ from: '2024-04-01', to: '2025-03-31' });
  });

  it('knows the day after', () => {
    expect(dayAfter('2026-03-31')).toBe('2026-04-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2025-12-31')).toBe('2026-01-01');
  });
});

describe('closeYear', () => {
  it('carries balance-sheet balances and credits the profit to capital', () => {
    const next = closeYear(chart, openings, entries, year, 'PL');
    // Bank 8,000 + 5,000.50 + 3,000 + 765.44 = 16,765.94; cash 2,000 - 1,234.56 - 765.44 = 0 (left out);
    // loan 3,000 Cr; capital 10,000 Cr; profit 5,000.50 - 1,234.56 = 3,765.94 Cr to P&L.
    expect(next).toEqual({
      from: '2026-04-01',
      balances: [
        { account: 'BANK', debit: 1_676_594, credit: 0 },
        { account: 'LOAN', debit: 0, credit: 300_000 },
        { account: 'CAPT', debit: 0, credit: 1_000_000 },
        { account: 'PL', debit: 0, credit: 376_594 },
      ],
    });
  });

  it('debits a loss to capital, added to what the account already holds', () => {
    const lossy = [...entries, line('2026-02-01', 'WAGE', 500_000, 0), line('2026-02-01', 'BANK', 0, 500_000)];
    const next = closeYear(chart, openings, lossy, year, 'CAPT');
    // Loss: 3,765.94 - 5,000 = -1,234.06, so capital 10,000 - 1,234.06 = 8,765.94 Cr; bank 11,765.94.
    expect(next.balances).toEqual([
      { account: 'BANK', debit: 1_176_594, credit: 0 },
      { account: 'LOAN', debit: 0, credit: 300_000 },
      { account: 'CAPT', debit: 0, credit: 876_594 },
    ]);
  });

  it('gives the same balance sheet once applied, with the result moved into capital', () => {
    const next = closeYear(chart, openings, entries, year, 'PL');
    const before = balanceSheet(chart, openings, entries, '2026-03-31');
    const after = balanceSheet(chart, [...openings, next], entries, '2026-03-31');
    // The new set starts 1 April: as on 31 March nothing changes.
    expect(after).toEqual(before);
    const opened = balanceSheet(
      chart,
      [...openings, next],
      entries.filter((entry) => entry.date <= '2026-03-31'),
      '2026-04-01',
    );
    expect(opened.result).toBe(0);
    expect(opened.totalAssets).toBe(before.totalAssets);
    expect(opened.totalLiabilitiesAndCapital).toBe(before.totalLiabilitiesAndCapital);
    // In the new year the wages of 1 April are its own result.
    expect(balanceSheet(chart, [...openings, next], entries, '2026-04-01').result).toBe(-1_000);
  });

  it('refuses a capital account that is not in the chart', () => {
    expect(() => closeYear(chart, openings, entries, year, 'NOPE')).toThrow('There is no account NOPE');
  });
});
