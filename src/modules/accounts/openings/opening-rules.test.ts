import { differenceText, hasTwoDecimals, openingRefusal, openingTotals, unbalancedMessage } from './opening-rules';

const chart = new Set(['AC001', 'AC002', 'AC101']);

describe('opening rules', () => {
  it('states the difference in exact paise, each way, with Indian grouping', () => {
    expect(differenceText({ debit: 12_345_600, credit: 12_000_000 })).toBe(
      'Difference 3,456.00: debits exceed credits',
    );
    expect(differenceText({ debit: 10, credit: 30 })).toBe('Difference 0.20: credits exceed debits');
    expect(differenceText({ debit: 5, credit: 5 })).toBe('Balanced');
    expect(unbalancedMessage({ debit: 12_345_600, credit: 12_000_000 })).toBe(
      'Debits 1,23,456.00 and credits 1,20,000.00 differ by 3,456.00; the openings must balance before they are saved.',
    );
    expect(unbalancedMessage({ debit: 1, credit: 1 })).toBeNull();
  });

  it('sums sides without drift: 0.1 + 0.2 rupees is 30 paise', () => {
    expect(
      openingTotals([
        { debit: 10, credit: 0 },
        { debit: 20, credit: 0 },
        { debit: 0, credit: 30 },
      ]),
    ).toEqual({ debit: 30, credit: 30 });
  });

  it('knows two decimals from more', () => {
    expect(hasTwoDecimals(1.23)).toBe(true);
    expect(hasTwoDecimals(12345678.91)).toBe(true);
    expect(hasTwoDecimals(1.234)).toBe(false);
    expect(hasTwoDecimals(Number.NaN)).toBe(false);
  });

  it('refuses unknown accounts, repeats, negatives, extra decimals, both sides and unequal totals, in that order', () => {
    expect(
      openingRefusal(
        [
          { account: 'AC999', debit: 5, credit: 0 },
          { account: 'AC001', debit: -1, credit: 0 },
        ],
        chart,
      ),
    ).toBe('There is no account AC999 in the chart of accounts.');
    expect(
      openingRefusal(
        [
          { account: 'AC001', debit: 5, credit: 0 },
          { account: 'AC001', debit: 0, credit: 5 },
        ],
        chart,
      ),
    ).toBe('Give one line per account: AC001 appears more than once.');
    expect(
      openingRefusal(
        [
          { account: 'AC001', debit: -5, credit: 0 },
          { account: 'AC101', debit: 0, credit: -5 },
        ],
        chart,
      ),
    ).toBe('Opening amounts cannot be negative (AC001, AC101); put the amount on the other side instead.');
    expect(
      openingRefusal(
        [
          { account: 'AC001', debit: 1.005, credit: 0 },
          { account: 'AC101', debit: 0, credit: 1.005 },
        ],
        chart,
      ),
    ).toBe('Amounts have at most two decimals (AC001, AC101).');
    expect(openingRefusal([{ account: 'AC001', debit: 5, credit: 5 }], chart)).toBe(
      'An account opens with a debit or a credit, not both (AC001).',
    );
    expect(
      openingRefusal(
        [
          { account: 'AC001', debit: 100.1, credit: 0 },
          { account: 'AC101', debit: 0, credit: 100 },
        ],
        chart,
      ),
    ).toBe('Debits 100.10 and credits 100.00 differ by 0.10; the openings must balance before they are saved.');
    expect(
      openingRefusal(
        [
          { account: 'AC001', debit: 0.1, credit: 0 },
          { account: 'AC002', debit: 0.2, credit: 0 },
          { account: 'AC101', debit: 0, credit: 0.3 },
        ],
        chart,
      ),
    ).toBeNull();
  });
});
