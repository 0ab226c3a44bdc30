import { describe, expect, it } from 'vitest';
import { financialYearStart, parseDate, twoDigits } from './financial-year';

describe('financial year', () => {
  it('reads yyyy-MM-dd and the date part of an ISO date-time', () => {
    expect(parseDate('2026-04-01')).toEqual({ year: 2026, month: 4, day: 1 });
    expect(parseDate('2024-02-29T10:00:00')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('throws on anything else', () => {
    for (const bad of [
      '',
      '01-04-2026',
      '2026-4-1',
      '2026-13-01',
      '2026-02-29',
      '2026-04-31',
      '2026-04-00',
      '2026-04-01x',
    ]) {
      expect(() => parseDate(bad)).toThrow(RangeError);
    }
  });

  it('starts on 1 April', () => {
    expect(financialYearStart('2026-03-31')).toBe(2025);
    expect(financialYearStart('2026-04-01')).toBe(2026);
    expect(financialYearStart('2026-12-31')).toBe(2026);
    expect(financialYearStart('2027-01-01')).toBe(2026);
    expect(financialYearStart({ year: 2000, month: 1, day: 1 })).toBe(1999);
  });

  it('writes two digits', () => {
    expect(twoDigits(2026)).toBe('26');
    expect(twoDigits(2000)).toBe('00');
    expect(twoDigits(4)).toBe('04');
  });
});
