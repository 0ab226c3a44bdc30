import { divideRounded } from '../../../lib/money/money-decimal';
import { interestOn, spanInterest } from './interest';
import type { LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';

const entry = (account: string, date: string, debit: number, credit: number): LedgerEntry => ({
  voucher: `V-${date}`,
  type: 'JOU',
  date,
  account,
  counter: 'X',
  debit,
  credit,
  narration: '',
});

const openings: OpeningSet[] = [{ from: '2023-04-01', balances: [{ account: 'C1', debit: 10_000_000, credit: 0 }] }];
const entries: LedgerEntry[] = [
  entry('C1', '2024-01-20', 2_000_000, 0), // before the period: part of the opening
  entry('C1', '2024-02-15', 0, 4_000_000),
  entry('C1', '2024-03-10', 333_333, 0),
  entry('C1', '2024-04-05', 999_999, 0), // after the period
  entry('C9', '2024-02-20', 0, 1_000_000), // another account
];

describe('interestOn', () => {
  it('charges each span balance x days x rate / 365, leap February included', () => {
    const result = interestOn(openings, entries, {
      account: 'C1',
      from: '2024-02-01',
      to: '2024-03-31',
      ratePercent: 18.5,
    });
    // 12,000,000 x 14 x 18.5% / 365 = 85,150.68; 8,000,000 x 24 x 18.5% / 365 = 97,315.07; 8,333,333 x 22 x 18.5% / 365
    // = 92,922.37
    expect(result.spans).toEqual([
      { from: '2024-02-01', to: '2024-02-14', days: 14, balance: 12_000_000, interest: 85_151 },
      { from: '2024-02-15', to: '2024-03-09', days: 24, balance: 8_000_000, interest: 97_315 },
      { from: '2024-03-10', to: '2024-03-31', days: 22, balance: 8_333_333, interest: 92_922 },
    ]);
    expect(result.opening).toBe(12_000_000);
    expect(result.closing).toBe(8_333_333);
    expect(result.totalInterest).toBe(275_388);
    expect(result).toMatchObject({ account: 'C1', from: '2024-02-01', to: '2024-03-31', ratePercent: 18.5 });
  });

  it('gives a credit balance negative interest, rounded half away from zero', () => {
    const credit: OpeningSet[] = [{ from: '2024-04-01', balances: [{ account: 'V1', debit: 0, credit: 1_825 }] }];
    // -1,825 x 1 x 10% / 365 = -0.5 paise: -1
    const oneDay = interestOn(credit, [], { account: 'V1', from: '2024-04-01', to: '2024-04-01', ratePercent: 10 });
    expect(oneDay.spans).toEqual([{ from: '2024-04-01', to: '2024-04-01', days: 1, balance: -1_825, interest: -1 }]);
    expect(oneDay.opening).toBe(0);
    expect(oneDay.totalInterest).toBe(-1);
  });

  it('restates the balance when a new opening set starts inside the period', () => {
    const sets: OpeningSet[] = [
      { from: '2024-04-01', balances: [{ account: 'V1', debit: 0, credit: 3_650_000 }] },
      { from: '2025-04-01', balances: [{ account: 'V1', debit: 0, credit: 7_300_000 }] },
    ];
    const result = interestOn(sets, [], { account: 'V1', from: '2025-03-27', to: '2025-04-05', ratePercent: 10 });
    expect(result.spans.map(({ from, days, balance, interest }) => [from, days, balance, interest])).toEqual([
      ['2025-03-27', 5, -3_650_000, -5_000],
      ['2025-04-01', 5, -7_300_000, -10_000],
    ]);
    expect(result.totalInterest).toBe(-15_000);
  });

  it('rounds exactly with integers', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(spanInterest(100_000, 365, 12.25)).toBe(12_250);
    expect(spanInterest(0, 30, 18)).toBe(0);
  });
});
