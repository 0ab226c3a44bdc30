import { booksBegin, postingDateProblem } from './posting-dates';

const TODAY = '2026-11-25';

describe('booksBegin', () => {
  it('is the earliest opening set, else the financial year of the first posting, else this year', () => {
    const sets = [
      { from: '2025-04-01', balances: [] },
      { from: '2024-04-01', balances: [] },
    ];
    expect(booksBegin(sets, [{ date: '2020-06-01' }], TODAY)).toBe('2024-04-01');
    expect(booksBegin([], [{ date: '2025-02-10' }, { date: '2025-08-01' }], TODAY)).toBe('2024-04-01');
    expect(booksBegin([], [], TODAY)).toBe('2026-04-01');
  });
});

describe('postingDateProblem', () => {
  it('takes every day from the books’ first to the last of the current financial year', () => {
    expect(postingDateProblem('2024-04-01', '2024-04-01', TODAY)).toBeNull();
    expect(postingDateProblem(TODAY, '2024-04-01', TODAY)).toBeNull();
    expect(postingDateProblem('2027-03-31', '2024-04-01', TODAY)).toBeNull();
  });

  it('refuses a date before the books begin or after this financial year, saying the limit', () => {
    expect(postingDateProblem('1900-01-01', '2024-04-01', TODAY)).toBe(
      'The books begin on 01-Apr-2024: give a date from then on.',
    );
    expect(postingDateProblem('2027-04-01', '2024-04-01', TODAY)).toBe(
      'This financial year ends on 31-Mar-2027: give a date up to then.',
    );
    expect(postingDateProblem('2030-01-01', '2024-04-01', '2027-03-31')).toBe(
      'This financial year ends on 31-Mar-2027: give a date up to then.',
    );
  });
});
