import { accountBook, compareVoucherIds, dayBook } from './books';
import { trialBalance } from './trial-balance';
import type { Chart, LedgerEntry, OpeningSet, VoucherType } from '../../../kits/accounting/ledger-types';

const chart: Chart = {
  groups: [
    { code: 'CB', name: 'Cash and Bank', nature: 'ASSETS', parent: '', sequence: 1 },
    { code: 'EX', name: 'Expenses', nature: 'EXPENSES', parent: '', sequence: 1 },
    { code: 'IN', name: 'Income', nature: 'INCOME', parent: '', sequence: 1 },
  ],
  accounts: [
    { code: 'CASH', name: 'Cash in Hand', group: 'CB', type: 'CAS' },
    { code: 'RENT', name: 'Rent', group: 'EX', type: 'OTH' },
    { code: 'SALE', name: 'Sales', group: 'IN', type: 'OTH' },
  ],
};

let serial = 0;
/** The two entries of a one-line voucher: `debit` account debited, `credit` account credited. */
function posting(
  type: VoucherType,
  date: string,
  number: number,
  debitAccount: string,
  creditAccount: string,
  amount: number,
): LedgerEntry[] {
  const voucher = `${type}-${date.replaceAll('-', '')}-E001-${number}`;
  const narration = `line ${++serial}`;
  return [
    { voucher, type, date, account: debitAccount, counter: creditAccount, debit: amount, credit: 0, narration },
    { voucher, type, date, account: creditAccount, counter: debitAccount, debit: 0, credit: amount, narration },
  ];
}

const openings: OpeningSet[] = [
  {
    from: '2025-04-01',
    balances: [
      { account: 'CASH', debit: 100_000, credit: 0 },
      { account: 'CAP', debit: 0, credit: 100_000 },
    ],
  },
];
// Given out of order on purpose; receipt 10 and 9 on the same day must come 9 then 10.
const entries = [
  ...posting('PAY', '2025-04-20', 1, 'RENT', 'CASH', 30_000),
  ...posting('REC', '2025-04-10', 10, 'CASH', 'SALE', 5_050),
  ...posting('REC', '2025-04-10', 9, 'CASH', 'SALE', 12_345),
  ...posting('REC', '2025-04-05', 1, 'CASH', 'SALE', 1_000),
  ...posting('PAY', '2025-04-30', 2, 'RENT', 'CASH', 7),
  ...posting('REC', '2025-05-01', 1, 'CASH', 'SALE', 99_999),
  ...posting('REC', '2025-03-31', 1, 'CASH', 'SALE', 55_555),
];

describe('compareVoucherIds', () => {
  it('orders the day number as a number', () => {
    expect(['REC-20250410-E001-10', 'REC-20250410-E001-9', 'PAY-20250410-E001-2'].sort(compareVoucherIds)).toEqual([
      'PAY-20250410-E001-2',
      'REC-20250410-E001-9',
      'REC-20250410-E001-10',
    ]);
  });
});

describe('accountBook', () => {
  it('opens a period that starts before the books with their opening balances, closing as the trial balance does', () => {
    const book = accountBook(chart, openings, entries, 'CASH', { from: '1899-04-01', to: '2025-04-30' });
    const trial = trialBalance(chart, openings, entries, { to: '2025-04-30' });
    expect(book.opening).toBe(100_000);
    expect(book.closing).toBe(trial.rows.find((row) => row.account === 'CASH')?.closing);
  });

  it('keeps what a voucher of another module is, for the book to name it so', () => {
    const sale = posting('JOU', '2025-04-12', 3, 'CASH', 'SALE', 700).map((entry) => ({
      ...entry,
      kind: 'Restaurant bill',
    }));
    const book = accountBook(chart, openings, [...entries, ...sale], 'CASH', { from: '2025-04-12', to: '2025-04-12' });
    expect(book.rows.map((row) => [row.type, row.kind])).toEqual([['JOU', 'Restaurant bill']]);
    expect(dayBook(chart, sale, { from: '2025-04-12', to: '2025-04-12' }).map((row) => row.kind)).toEqual([
      'Restaurant bill',
      'Restaurant bill',
    ]);
    expect(
      accountBook(chart, openings, entries, 'CASH', { from: '2025-04-05', to: '2025-04-05' }).rows[0],
    ).not.toHaveProperty('kind');
  });

  it('runs the balance from the opening over the period, in date and voucher order', () => {
    const book = accountBook(chart, openings, entries, 'CASH', { from: '2025-04-10', to: '2025-04-30' });
    // Opening: set 1,000.00 + receipt of 5 April 10.00 = 1,010.00 (the 31 March receipt is before the set).
    expect(book.opening).toBe(101_000);
    expect(book.rows.map((row) => [row.date, row.voucher, row.debit, row.credit, row.balance])).toEqual([
      ['2025-04-10', 'REC-20250410-E001-9', 12_345, 0, 113_345],
      ['2025-04-10', 'REC-20250410-E001-10', 5_050, 0, 118_395],
      ['2025-04-20', 'PAY-20250420-E001-1', 0, 30_000, 88_395],
      ['2025-04-30', 'PAY-20250430-E001-2', 0, 7, 88_388],
    ]);
    expect(book.rows[2]).toMatchObject({ type: 'PAY', counter: 'RENT', counterName: 'Rent', narration: 'line 1' });
    expect(book).toMatchObject({
      account: 'CASH',
      name: 'Cash in Hand',
      from: '2025-04-10',
      to: '2025-04-30',
      totalDebit: 17_395,
      totalCredit: 30_007,
      closing: 88_388,
    });
  });

  it('takes both ends of the period in and nothing outside', () => {
    const book = accountBook(chart, openings, entries, 'CASH', { from: '2025-04-05', to: '2025-04-05' });
    expect(book.opening).toBe(100_000);
    expect(book.rows.map((row) => row.voucher)).toEqual(['REC-20250405-E001-1']);
    expect(book.closing).toBe(101_000);
  });

  it('starts from zero with all earlier entries when no opening set applies', () => {
    // With the set of 1 April, the March sale is inside the set's figures (which hold no sales).
    expect(accountBook(chart, openings, entries, 'SALE', { from: '2025-04-01', to: '2025-04-05' })).toMatchObject({
      opening: 0,
      totalCredit: 1_000,
      closing: -1_000,
    });
    // Without it, the March sale is the opening.
    expect(accountBook(chart, [], entries, 'SALE', { from: '2025-04-01', to: '2025-04-05' })).toMatchObject({
      opening: -55_555,
      totalCredit: 1_000,
      closing: -56_555,
    });
  });

  it('orders 20,000 rows given in reverse by date with the right closing', () => {
    const many: LedgerEntry[] = [];
    for (let index = 0; index < 10_000; index++) {
      const date = `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
      many.push(
        ...posting('REC', date, index, 'CASH', 'SALE', 101),
        ...posting('PAY', date, index, 'RENT', 'CASH', 100),
      );
    }
    many.reverse();
    const book = accountBook(chart, [], many, 'CASH', { from: '2025-01-01', to: '2025-12-31' });
    expect(book.rows).toHaveLength(20_000);
    expect(book.closing).toBe(10_000);
    expect(book.rows.every((row, index) => index === 0 || row.date >= book.rows[index - 1]!.date)).toBe(true);
  });
});

describe('dayBook', () => {
  it('lists the period by date, voucher, then debits before credits', () => {
    const credit: LedgerEntry = {
      voucher: 'JOU-20250410-E001-1',
      type: 'JOU',
      date: '2025-04-10',
      account: 'SALE',
      counter: 'CASH',
      debit: 0,
      credit: 500,
      narration: 'adjust',
    };
    const debit: LedgerEntry = { ...credit, account: 'CASH', counter: 'SALE', debit: 300, credit: 0 };
    const secondDebit: LedgerEntry = { ...debit, account: 'RENT', debit: 200 };
    const rows = dayBook(chart, [...entries, credit, debit, secondDebit], { from: '2025-04-10', to: '2025-04-10' });
    expect(rows.map((row) => [row.voucher, row.account, row.debit, row.credit])).toEqual([
      ['JOU-20250410-E001-1', 'CASH', 300, 0],
      ['JOU-20250410-E001-1', 'RENT', 200, 0],
      ['JOU-20250410-E001-1', 'SALE', 0, 500],
      ['REC-20250410-E001-9', 'CASH', 12_345, 0],
      ['REC-20250410-E001-9', 'SALE', 0, 12_345],
      ['REC-20250410-E001-10', 'CASH', 5_050, 0],
      ['REC-20250410-E001-10', 'SALE', 0, 5_050],
    ]);
    expect(rows[0]).toEqual({
      date: '2025-04-10',
      voucher: 'JOU-20250410-E001-1',
      type: 'JOU',
      account: 'CASH',
      accountName: 'Cash in Hand',
      debit: 300,
      credit: 0,
      narration: 'adjust',
    });
  });

  it('names accounts missing from the chart by their code', () => {
    const rows = dayBook(chart, entries, { from: '2025-04-01', to: '2025-04-05' });
    expect(rows.map((row) => row.accountName)).toEqual(['Cash in Hand', 'Sales']);
    expect(
      dayBook(chart, [{ ...entries[0]!, account: 'GONE' }], { from: '2025-04-20', to: '2025-04-20' })[0]?.accountName,
    ).toBe('GONE');
  });
});
