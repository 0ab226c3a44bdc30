import { ageing, ageingLabels } from './ageing';
import type { Chart, LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';

const chart: Chart = {
  groups: [
    { code: 'SD', name: 'Sundry Debtors', nature: 'ASSETS', parent: null, sequence: 1 },
    { code: 'SC', name: 'Sundry Creditors', nature: 'LIABILITIES', parent: null, sequence: 2 },
    { code: 'BK', name: 'Bank Accounts', nature: 'ASSETS', parent: null, sequence: 3 },
  ],
  accounts: [
    { code: 'C1', name: 'Bharat Traders', group: 'SD', type: 'PAR' },
    { code: 'C2', name: 'Anand Stores', group: 'SD', type: 'PAR' },
    { code: 'C3', name: 'Zenith Traders', group: 'SD', type: 'PAR' },
    { code: 'C4', name: 'Mohan & Co', group: 'SD', type: 'PAR' },
    { code: 'V1', name: 'Kaveri Supplies', group: 'SC', type: 'PAR' },
    { code: 'B1', name: 'HDFC Bank', group: 'BK', type: 'BAN' },
  ],
};

const openings: OpeningSet[] = [
  {
    from: '2025-04-01',
    balances: [
      { account: 'C1', debit: 50_000, credit: 0 },
      { account: 'V1', debit: 0, credit: 20_000 },
      { account: 'B1', debit: 0, credit: 30_000 },
    ],
  },
];

const entry = (account: string, date: string, debit: number, credit: number): LedgerEntry => ({
  voucher: `V-${account}-${date}`,
  type: 'JOU',
  date,
  account,
  counter: 'X',
  debit,
  credit,
  narration: '',
});

const entries: LedgerEntry[] = [
  entry('C1', '2025-03-10', 77_777, 0), // before the opening set: already in the opening
  entry('C1', '2026-01-15', 30_000, 0), // 75 days old on 31 March
  entry('C1', '2026-02-10', 40_000, 0), // 49 days
  entry('C1', '2026-03-20', 25_000, 0), // 11 days
  entry('C1', '2026-03-25', 0, 60_000), // paid: clears the opening and 10,000 of the January bill
  entry('C2', '2026-03-31', 10_000, 0),
  entry('C2', '2026-04-02', 99_999, 0), // after the day
  entry('C3', '2026-03-01', 0, 15_000), // an advance
  entry('C4', '2026-03-01', 5_000, 0),
  entry('C4', '2026-03-10', 0, 5_000), // settled: not listed
  entry('V1', '2026-03-01', 0, 12_000), // 30 days old: still 0-30
  entry('V1', '2026-03-05', 8_000, 0),
  entry('B1', '2026-03-05', 0, 8_000),
];

describe('ageing', () => {
  it('ages receivables first in, first out, with an advance kept out of the buckets', () => {
    const result = ageing(chart, openings, entries, { asOn: '2026-03-31', side: 'receivable' });
    expect(result.labels).toEqual(['0-30', '31-60', '61-90', 'Over 90']);
    expect(result.rows).toEqual([
      { account: 'C2', name: 'Anand Stores', buckets: [10_000, 0, 0, 0], total: 10_000, advance: 0 },
      { account: 'C1', name: 'Bharat Traders', buckets: [25_000, 40_000, 20_000, 0], total: 85_000, advance: 0 },
      { account: 'C3', name: 'Zenith Traders', buckets: [0, 0, 0, 0], total: 0, advance: 15_000 },
    ]);
    expect(result.totals).toEqual({ buckets: [35_000, 40_000, 20_000, 0], total: 95_000, advance: 15_000 });
  });

  it('ages payables from credits, the opening balance dated the opening day', () => {
    const result = ageing(chart, openings, entries, { asOn: '2026-03-31', side: 'payable' });
    expect(result.rows).toEqual([
      { account: 'V1', name: 'Kaveri Supplies', buckets: [12_000, 0, 0, 12_000], total: 24_000, advance: 0 },
    ]);
  });

  it('takes other edges', () => {
    const receivable = ageing(chart, openings, entries, { asOn: '2026-03-31', side: 'receivable', edges: [15, 45] });
    expect(receivable.labels).toEqual(['0-15', '16-45', 'Over 45']);
    expect(receivable.rows.find((row) => row.account === 'C1')?.buckets).toEqual([25_000, 0, 60_000]);
    const payable = ageing(chart, openings, entries, { asOn: '2026-03-31', side: 'payable', edges: [15, 45] });
    expect(payable.rows[0]?.buckets).toEqual([0, 12_000, 12_000]);
  });

  it('counts an old bill as over the last edge once the newer ones are paid', () => {
    const result = ageing(chart, openings, entries, { asOn: '2026-03-31', side: 'receivable', edges: [10] });
    expect(result.rows.find((row) => row.account === 'C1')?.buckets).toEqual([0, 85_000]);
  });

  it('refuses edges that are not ascending positive days', () => {
    expect(() => ageingLabels([30, 30])).toThrow(RangeError);
    expect(() => ageingLabels([0, 30])).toThrow(RangeError);
    expect(() => ageingLabels([])).toThrow(RangeError);
  });
});
