import { describe, expect, it } from 'vitest';
import { expectedIssues, missingIssues, periodLabel, periodOf } from './journal-rules';
import type { JournalTerms } from './journal-rules';
import type { JournalReceipt, Periodicity } from './library-types';

const journal = (
  code: string,
  periodicity: Periodicity,
  subscribedFrom = '2025-04-01',
  renewalDate = '2026-03-31',
  active = true,
): JournalTerms => ({
  code,
  title: `${code} title`,
  periodicity,
  subscribedFrom,
  renewalDate,
  active,
});

let next = 0;
const receipt = (code: string, issueDate: string, date = issueDate): JournalReceipt => {
  next += 1;
  return {
    receiptNo: `JRN2026-${String(next).padStart(5, '0')}`,
    journal: code,
    date,
    issueDate,
    issueLabel: '',
    copies: 1,
    remarks: '',
    by: 'admin',
  };
};

describe('periods', () => {
  it('cut the calendar by periodicity', () => {
    expect(periodOf('2026-03-12', 'DAILY')).toEqual({ from: '2026-03-12', to: '2026-03-12' });
    expect(periodOf('2026-03-12', 'WEEKLY')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(periodOf('2026-03-15', 'WEEKLY')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(periodOf('2026-03-16', 'WEEKLY')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(periodOf('2026-02-15', 'FORTNIGHTLY')).toEqual({ from: '2026-02-01', to: '2026-02-15' });
    expect(periodOf('2026-02-16', 'FORTNIGHTLY')).toEqual({ from: '2026-02-16', to: '2026-02-28' });
    expect(periodOf('2024-02-20', 'MONTHLY')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodOf('2026-12-31', 'QUARTERLY')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodOf('2026-05-10', 'QUARTERLY')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(periodOf('2026-05-10', 'ANNUAL')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(() => periodOf('2026-02-30', 'DAILY')).toThrow(RangeError);
  });

  it('are named the way covers name them', () => {
    expect(periodLabel(periodOf('2026-03-12', 'DAILY'), 'DAILY')).toBe('12-Mar-2026');
    expect(periodLabel(periodOf('2026-03-12', 'WEEKLY'), 'WEEKLY')).toBe('Week of 09-Mar-2026');
    expect(periodLabel(periodOf('2026-03-20', 'FORTNIGHTLY'), 'FORTNIGHTLY')).toBe('16-31 Mar 2026');
    expect(periodLabel(periodOf('2026-03-02', 'FORTNIGHTLY'), 'FORTNIGHTLY')).toBe('1-15 Mar 2026');
    expect(periodLabel(periodOf('2026-03-20', 'MONTHLY'), 'MONTHLY')).toBe('March 2026');
    expect(periodLabel(periodOf('2026-11-20', 'QUARTERLY'), 'QUARTERLY')).toBe('Oct-Dec 2026');
    expect(periodLabel(periodOf('2026-11-20', 'ANNUAL'), 'ANNUAL')).toBe('2026');
  });
});

describe('expected issues', () => {
  it('are the periods that have ended by the date, each with its receipts by cover date', () => {
    const receipts = [
      receipt('SCIREP', '2026-01-01', '2026-01-04'),
      receipt('SCIREP', '2026-03-01'),
      receipt('TINKLE', '2026-02-01'),
    ];
    const slots = expectedIssues(journal('SCIREP', 'MONTHLY'), receipts, { from: '2026-01-01', to: '2026-03-20' });
    expect(slots.map((slot) => [slot.label, slot.receiptNos.length])).toEqual([
      ['January 2026', 1],
      ['February 2026', 0],
    ]);
    expect(slots[0]).toMatchObject({ journal: 'SCIREP', title: 'SCIREP title', from: '2026-01-01', to: '2026-01-31' });
  });

  it('expect an issue on the last day of its period, not before', () => {
    const monthly = journal('YOJANA', 'MONTHLY');
    expect(expectedIssues(monthly, [], { from: '2026-03-01', to: '2026-03-30' })).toEqual([]);
    expect(expectedIssues(monthly, [], { from: '2026-03-01', to: '2026-03-31' }).map((slot) => slot.label)).toEqual([
      'March 2026',
    ]);
    expect(
      expectedIssues(journal('TOI', 'DAILY'), [], { from: '2026-03-12', to: '2026-03-12' }).map((slot) => slot.label),
    ).toEqual(['12-Mar-2026']);
  });

  it('keep to the subscription and skip an inactive journal', () => {
    const late = journal('CSR', 'MONTHLY', '2026-02-10', '2026-06-30');
    expect(expectedIssues(late, [], { from: '2025-12-01', to: '2026-03-31' }).map((slot) => slot.label)).toEqual([
      'February 2026',
      'March 2026',
    ]);
    const lapsed = journal('TINKLE', 'MONTHLY', '2025-04-01', '2025-12-31');
    expect(expectedIssues(lapsed, [], { from: '2025-11-01', to: '2026-03-31' }).map((slot) => slot.label)).toEqual([
      'November 2025',
      'December 2025',
    ]);
    expect(
      expectedIssues(journal('OFF', 'MONTHLY', '2025-04-01', '2026-03-31', false), [], {
        from: '2026-01-01',
        to: '2026-03-31',
      }),
    ).toEqual([]);
    const open = journal('NEW', 'QUARTERLY', '', '');
    expect(expectedIssues(open, [], { from: '2026-01-01', to: '2026-12-31' }).map((slot) => slot.label)).toEqual([
      'Jan-Mar 2026',
      'Apr-Jun 2026',
      'Jul-Sep 2026',
      'Oct-Dec 2026',
    ]);
  });

  it('fall back to the day a receipt came in when its cover date is blank', () => {
    const slots = expectedIssues(journal('DTE', 'FORTNIGHTLY'), [receipt('DTE', '', '2026-03-17')], {
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(slots.map((slot) => [slot.label, slot.receiptNos.length])).toEqual([
      ['1-15 Mar 2026', 0],
      ['16-31 Mar 2026', 1],
    ]);
  });

  it('are none for a span that ends before it starts', () => {
    expect(expectedIssues(journal('TOI', 'DAILY'), [], { from: '2026-03-12', to: '2026-03-11' })).toEqual([]);
  });
});

describe('missing issues', () => {
  it('are the expected issues no receipt brought, journal by journal', () => {
    const journals = [journal('MAGPOT', 'WEEKLY'), journal('TOI', 'DAILY')];
    const receipts = [receipt('MAGPOT', '2026-03-02'), receipt('TOI', '2026-03-13'), receipt('TOI', '2026-03-15')];
    const missing = missingIssues(journals, receipts, { from: '2026-03-09', to: '2026-03-15' });
    expect(missing.map((slot) => `${slot.journal} ${slot.label}`)).toEqual([
      'MAGPOT Week of 09-Mar-2026',
      'TOI 09-Mar-2026',
      'TOI 10-Mar-2026',
      'TOI 11-Mar-2026',
      'TOI 12-Mar-2026',
      'TOI 14-Mar-2026',
    ]);
  });
});
