import type { BankStatementLine } from './bank-statement-csv';
import { proposeMatches, reconciliationSummary, type BookItem } from './reconciliation';

const item = (key: string, date: string, debit: number, credit: number, reference = '', narration = ''): BookItem => ({
  key,
  date,
  voucher: `V-${key}`,
  narration,
  reference,
  debit,
  credit,
});
const line = (
  row: number,
  date: string,
  withdrawal: number,
  deposit: number,
  reference = '',
  description = '',
): BankStatementLine => ({
  row,
  date,
  description,
  reference,
  withdrawal,
  deposit,
});

describe('proposeMatches', () => {
  it('matches a cheque by its number, and prefers it over a closer date', () => {
    const book = [item('K1', '2026-04-02', 0, 1_250_050, '004512', 'Paid Kaveri')];
    const statement = [
      line(4, '2026-04-02', 1_250_050, 0, '', 'NEFT OTHER'), // same day, no reference
      line(5, '2026-04-03', 1_250_050, 0, '0000000004512', 'CHQ PAID-004512-KAVERI'),
    ];
    // 50 + 30 + round(20 x 5 / 6) = 97
    expect(proposeMatches(book, statement)).toEqual([
      { key: 'K1', row: 5, score: 97, reason: 'Same amount, cheque 004512, 1 day apart' },
    ]);
  });

  it('finds our narration holding the bank reference', () => {
    const book = [item('K5', '2026-04-01', 12_500_000, 0, '', 'Received from Acme by NEFT N0912345')];
    expect(proposeMatches(book, [line(4, '2026-04-01', 0, 12_500_000, 'N0912345')])).toEqual([
      { key: 'K5', row: 4, score: 100, reason: 'Same amount, reference N0912345, same day' },
    ]);
  });

  it('resolves two equal amounts by date', () => {
    const book = [item('K2', '2026-04-10', 500_000, 0), item('K3', '2026-04-14', 500_000, 0)];
    const statement = [line(10, '2026-04-15', 0, 500_000), line(11, '2026-04-11', 0, 500_000)];
    expect(proposeMatches(book, statement)).toEqual([
      { key: 'K2', row: 11, score: 67, reason: 'Same amount, 1 day apart' },
      { key: 'K3', row: 10, score: 67, reason: 'Same amount, 1 day apart' },
    ]);
  });

  it('leaves pairs beyond the day window or on the wrong side', () => {
    const book = [item('K4', '2026-04-01', 0, 300_000), item('K6', '2026-04-01', 300_000, 0)];
    const statement = [line(12, '2026-04-08', 300_000, 0)];
    expect(proposeMatches(book, statement)).toEqual([]);
    // 50 + round(20 x 1 / 8) = 53
    expect(proposeMatches(book, statement, { days: 7 })).toEqual([
      { key: 'K4', row: 12, score: 53, reason: 'Same amount, 7 days apart' },
    ]);
  });
});

describe('reconciliationSummary', () => {
  it('takes off deposits not yet credited and adds back cheques not yet presented', () => {
    const uncleared = [
      item('D', '2026-03-30', 500_000, 0),
      item('C1', '2026-03-29', 0, 1_250_050),
      item('C2', '2026-03-31', 0, 300_000),
    ];
    expect(reconciliationSummary(10_000_000, uncleared)).toEqual({
      perBooks: 10_000_000,
      unclearedDeposits: 500_000,
      unclearedWithdrawals: 1_550_050,
      perBank: 11_050_050,
    });
  });
});
