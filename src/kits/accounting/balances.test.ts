import { balancesAt, openingSetFor, periodFigures } from './balances';
import type { Chart, LedgerEntry, OpeningSet } from './ledger-types';
import { trialBalance } from '../../modules/accounts/ledger/trial-balance';

const entry = (
  date: string,
  account: string,
  debit: number,
  credit: number,
  voucher = `JOU-${date.replaceAll('-', '')}-E001-1`,
): LedgerEntry => ({
  voucher,
  type: 'JOU',
  date,
  account,
  counter: '',
  debit,
  credit,
  narration: '',
});

const older: OpeningSet = {
  from: '2024-04-01',
  balances: [
    { account: 'BANK', debit: 10_000, credit: 0 },
    { account: 'CAP', debit: 0, credit: 10_000 },
  ],
};
const newer: OpeningSet = {
  from: '2025-04-01',
  balances: [
    { account: 'BANK', debit: 70_000, credit: 0 },
    { account: 'CAP', debit: 0, credit: 70_000 },
  ],
};
// Deliberately out of date order.
const entries = [
  entry('2025-04-01', 'BANK', 500, 0),
  entry('2025-04-01', 'SALE', 0, 500),
  entry('2024-06-30', 'BANK', 0, 250),
  entry('2024-06-30', 'RENT', 250, 0),
  entry('2025-04-02', 'BANK', 1_000, 0),
  entry('2025-04-02', 'SALE', 0, 1_000),
];

describe('openingSetFor', () => {
  it('takes the set with the latest start on or before the date, whatever the order given', () => {
    expect(openingSetFor([newer, older], '2025-04-01')).toBe(newer);
    expect(openingSetFor([older, newer], '2025-03-31')).toBe(older);
  });

  it('takes the earliest set for a date before the books begin, and none when there is no set', () => {
    expect(openingSetFor([newer, older], '2024-03-31')).toBe(older);
    expect(openingSetFor([newer, older], '1899-04-01')).toBe(older);
    expect(openingSetFor([], '2025-04-01')).toBeUndefined();
  });
});

describe('balancesAt', () => {
  it('counts the day itself only when inclusive', () => {
    // Opening of a period starting 2 April: the newer set plus 1 April.
    expect(balancesAt([older, newer], entries, '2025-04-02', false)).toEqual(
      new Map([
        ['BANK', 70_500],
        ['CAP', -70_000],
        ['SALE', -500],
      ]),
    );
    // Balance as on 2 April takes its entries too.
    expect(balancesAt([older, newer], entries, '2025-04-02', true)).toEqual(
      new Map([
        ['BANK', 71_500],
        ['CAP', -70_000],
        ['SALE', -1_500],
      ]),
    );
  });

  it('ignores entries before the chosen set (they are inside its figures)', () => {
    // The June 2024 rent is before the newer set: not counted again.
    expect(balancesAt([older, newer], entries, '2025-04-01', true).get('RENT')).toBeUndefined();
    // In the older set's year it counts: bank 10,000 - 250.
    expect(balancesAt([older, newer], entries, '2025-03-31', true)).toEqual(
      new Map([
        ['BANK', 9_750],
        ['CAP', -10_000],
        ['RENT', 250],
      ]),
    );
  });

  it('starts from zero and takes every entry up to the date when there is no set', () => {
    expect(balancesAt([], entries, '2025-04-01', true)).toEqual(
      new Map([
        ['BANK', 250],
        ['SALE', -500],
        ['RENT', 250],
      ]),
    );
  });

  it('gives the first set for a date before the books begin: what is dated earlier is inside its figures', () => {
    expect(balancesAt([newer], entries, '2024-12-31', true)).toEqual(
      new Map([
        ['BANK', 70_000],
        ['CAP', -70_000],
      ]),
    );
    expect(balancesAt([newer], entries, '1899-04-01', false)).toEqual(
      new Map([
        ['BANK', 70_000],
        ['CAP', -70_000],
      ]),
    );
  });

  it('sums 100,000 entries to a balanced set (speed is measured by npm run bench)', () => {
    const many: LedgerEntry[] = [];
    for (let index = 0; index < 50_000; index++) {
      const date = `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
      many.push(entry(date, `A${index % 300}`, 100 + index, 0), entry(date, `A${(index + 7) % 300}`, 0, 100 + index));
    }
    const balances = balancesAt([], many, '2025-12-31', true);
    expect([...balances.values()].reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});

describe('periodFigures', () => {
  it('puts the first day in the movement and days before it in the opening', () => {
    const figures = periodFigures([newer], entries, '2025-04-02', '2025-04-02');
    expect(figures.get('BANK')).toEqual({ opening: 70_500, debit: 1_000, credit: 0 });
    expect(figures.get('SALE')).toEqual({ opening: -500, debit: 0, credit: 1_000 });
  });
});

describe('trialBalance', () => {
  const chart: Chart = {
    groups: [
      { code: 'LATE', name: 'No sequence', nature: 'ASSETS', parent: '', sequence: null },
      { code: 'ORPH', name: 'Parent missing', nature: 'ASSETS', parent: 'GONE', sequence: 5 },
      { code: 'EQ', name: 'Equity', nature: 'CAPITAL', parent: '', sequence: 1 },
      { code: 'INC', name: 'Income', nature: 'INCOME', parent: '', sequence: 1 },
    ],
    accounts: [
      { code: 'BANK', name: 'Bank', group: 'LATE', type: 'BAN' },
      { code: 'CASH', name: 'Cash', group: 'ORPH', type: 'CAS' },
      { code: 'CAP', name: 'Capital', group: 'EQ', type: 'OTH' },
      { code: 'SALE', name: 'Sales', group: 'INC', type: 'OTH' },
    ],
  };

  it('starts an "as on" trial balance at the applicable set, and lists strays last', () => {
    const tb = trialBalance(
      chart,
      [older, newer],
      [...entries, entry('2025-04-02', 'CASH', 300, 0), entry('2025-04-02', 'LOST', 0, 300)],
      { to: '2025-04-02' },
    );
    expect(tb.from).toBe('2025-04-01');
    // Groups with a sequence come before those without; a group whose parent is missing is a root.
    expect(tb.rows.map((row) => [row.account, row.nature])).toEqual([
      ['CASH', 'ASSETS'],
      ['BANK', 'ASSETS'],
      ['CAP', 'CAPITAL'],
      ['SALE', 'INCOME'],
      ['LOST', null],
    ]);
    expect(tb.rows[1]).toEqual({
      account: 'BANK',
      name: 'Bank',
      group: 'LATE',
      groupName: 'No sequence',
      nature: 'ASSETS',
      opening: 70_000,
      debit: 1_500,
      credit: 0,
      closing: 71_500,
    });
    expect(tb.totals).toEqual({
      openingDebit: 70_000,
      openingCredit: 70_000,
      debit: 1_800,
      credit: 1_800,
      closingDebit: 71_800,
      closingCredit: 71_800,
    });
  });

  it('starts at the earliest entry when there are no openings', () => {
    const tb = trialBalance(chart, [], entries, { to: '2025-04-30' });
    expect(tb.from).toBe('2024-06-30');
    expect(tb.rows.find((row) => row.account === 'BANK')).toMatchObject({
      opening: 0,
      debit: 1_500,
      credit: 250,
      closing: 1_250,
    });
  });

  it('leaves out accounts with nothing in any column', () => {
    const tb = trialBalance(chart, [newer], entries, { from: '2025-04-05', to: '2025-04-30' });
    // Sales has an opening of -1,500 (1 and 2 April) and shows; cash never moved and does not.
    expect(tb.rows.map((row) => [row.account, row.opening, row.closing])).toEqual([
      ['BANK', 71_500, 71_500],
      ['CAP', -70_000, -70_000],
      ['SALE', -1_500, -1_500],
    ]);
  });
});
