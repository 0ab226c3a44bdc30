import { describe, expect, it } from 'vitest';
import { fromPaise } from '../../../lib/money/money';
import { daysLate, libraryFine, returnFine } from './library-fine';

describe('days late', () => {
  it('are none when the copy comes back on the due date or before it', () => {
    expect(daysLate('2026-03-12', '2026-03-12')).toBe(0);
    expect(daysLate('2026-03-12', '2026-03-01')).toBe(0);
  });

  it('count the calendar days after the due date up to the return, Sundays included', () => {
    expect(daysLate('2026-03-12', '2026-03-13')).toBe(1);
    expect(daysLate('2026-03-12', '2026-03-20')).toBe(8);
    expect(daysLate('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysLate('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('refuse a date that is not yyyy-MM-dd', () => {
    expect(() => daysLate('12-Mar-2026', '2026-03-13')).toThrow(RangeError);
    expect(() => daysLate('2026-03-12', '2026-02-30')).toThrow(RangeError);
  });
});

describe('the fine', () => {
  it('is ₹2 a day late for a pupil, in paise', () => {
    expect(libraryFine('2026-03-12', '2026-03-12', 'STUDENT')).toBe(0);
    expect(libraryFine('2026-03-12', '2026-03-13', 'STUDENT')).toBe(200);
    expect(libraryFine('2026-03-12', '2026-04-21', 'STUDENT')).toBe(8000);
  });

  it('is never charged to staff', () => {
    expect(libraryFine('2026-03-12', '2026-04-21', 'STAFF')).toBe(0);
  });

  it('of a return sums its copies', () => {
    const fine = returnFine(['2026-03-12', '2026-03-15', '2026-03-20'], '2026-03-17', 'STUDENT');
    expect(fine.lines).toEqual([
      { daysLate: 5, fine: 1000 },
      { daysLate: 2, fine: 400 },
      { daysLate: 0, fine: 0 },
    ]);
    expect(fine.total).toBe(1400);
    expect(fromPaise(fine.total)).toBe(14);
    expect(returnFine([], '2026-03-17', 'STUDENT')).toEqual({ lines: [], total: 0 });
  });
});
