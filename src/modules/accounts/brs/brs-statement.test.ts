import type { LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import { clearingChanges, clearingProblem, summaryWith } from './brs-rules';
import { bankMovements, reconciliationAnswer, rowsToReconcile } from './brs-statement';

const post = (
  voucher: string,
  date: string,
  account: string,
  debit: number,
  credit: number,
  cleared?: string,
): LedgerEntry => ({
  voucher,
  type: voucher.startsWith('REC') ? 'REC' : 'PAY',
  date,
  account,
  counter: account === 'BANK' ? 'PARTY' : 'BANK',
  debit,
  credit,
  narration: `n ${voucher}`,
  ...(cleared ? { cleared } : {}),
});

const openings: OpeningSet[] = [
  {
    from: '2026-01-01',
    balances: [
      { account: 'BANK', debit: 100_000, credit: 0 },
      { account: 'PARTY', debit: 0, credit: 100_000 },
    ],
  },
];
const entries: LedgerEntry[] = [
  // December: a receipt cleared on 2 Jan (before the period of February), and one never cleared.
  post('REC-1', '2026-01-05', 'BANK', 50_000, 0, '2026-01-07'),
  post('REC-2', '2026-01-20', 'BANK', 20_000, 0),
  // Cleared on 3 March: outstanding at the end of February.
  post('PAY-3', '2026-01-28', 'BANK', 0, 7_500, '2026-03-03'),
  // A salary payment of two lines: one withdrawal of 30,000 + 1,250.
  post('PAY-4', '2026-02-01', 'BANK', 0, 30_000),
  post('PAY-4', '2026-02-01', 'BANK', 0, 1_250),
  post('PAY-4', '2026-02-01', 'PARTY', 31_250, 0),
  post('REC-5', '2026-02-10', 'BANK', 12_345, 0, '2026-02-11'),
  // After the period: not listed, not in the balance.
  post('REC-6', '2026-03-02', 'BANK', 99_999, 0),
];

describe('bank reconciliation statement', () => {
  const movements = bankMovements(entries, 'BANK', (code) => `Name of ${code}`);
  const rows = rowsToReconcile(movements, '2026-02-01', '2026-02-28');

  it('adds up a voucher’s postings to one row and carries forward what was outstanding when the period began', () => {
    expect(movements.find((row) => row.voucher === 'PAY-4')).toMatchObject({
      debit: 0,
      credit: 31_250,
      counterName: 'Name of PARTY',
      cleared: '',
    });
    expect(rows.map((row) => row.voucher)).toEqual(['REC-2', 'PAY-3', 'PAY-4', 'REC-5']);
  });

  it('reconciles as on the last day: 100,000 + 50,000 + 20,000 - 7,500 - 31,250 + 12,345 paise per books', () => {
    const answer = reconciliationAnswer({
      account: 'BANK',
      name: 'Bank',
      from: '2026-02-01',
      to: '2026-02-28',
      openings,
      entries,
      rows,
    });
    expect(answer.perBooks).toBe(143_595);
    // Uncleared on 28 Feb: REC-2 (20,000 in); PAY-3 (cleared in March) and PAY-4 out: 38,750.
    expect(answer.unclearedDeposits).toBe(20_000);
    expect(answer.unclearedWithdrawals).toBe(38_750);
    expect(answer.perBank).toBe(143_595 - 20_000 + 38_750);
  });

  it('recomputes with the user’s dates, and sends only the changed ones', () => {
    const dates = new Map([
      ['REC-2', '2026-02-02'],
      ['REC-5', '2026-02-11'],
    ]);
    expect(summaryWith(143_595, rows, '2026-02-28', dates)).toEqual({
      perBooks: 143_595,
      unclearedDeposits: 0,
      unclearedWithdrawals: 38_750,
      perBank: 182_345,
    });
    expect(clearingChanges(rows, dates)).toEqual([{ voucher: 'REC-2', date: '2026-02-02' }]);
  });

  it('refuses a clearing date before the entry or after today', () => {
    expect(clearingProblem('2026-02-10', '2026-02-09', '2026-03-01')).toBe(
      'The bank cannot clear it before its date (10-Feb-2026).',
    );
    expect(clearingProblem('2026-02-10', '2026-03-02', '2026-03-01')).toBe(
      'The clearing date cannot be in the future (today is 01-Mar-2026).',
    );
    expect(clearingProblem('2026-02-10', '2026-02-10', '2026-03-01')).toBeNull();
    expect(clearingProblem('2026-02-10', '', '2026-03-01')).toBeNull();
  });
});
