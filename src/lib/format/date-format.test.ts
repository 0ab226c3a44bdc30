import { formatDate, formatDateTime } from './date-format';

describe('formatDate', () => {
  it('formats a Date as DD-Mon-YYYY', () => {
    expect(formatDate(new Date(2026, 2, 5, 14, 7))).toBe('05-Mar-2026');
  });

  it('uses English month abbreviations for every month', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(new Date(2026, m, 1)).slice(3, 6));
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('accepts a timestamp number', () => {
    expect(formatDate(new Date(2025, 11, 31, 23, 59).getTime())).toBe('31-Dec-2025');
  });

  it('reads ISO date strings in local time', () => {
    expect(formatDate('2026-03-05')).toBe('05-Mar-2026');
    expect(formatDate('2026-03-05T14:07:00')).toBe('05-Mar-2026');
  });

  it('returns an empty string for null, undefined, empty and invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats as DD-Mon-YYYY HH:MM in 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 7, 59))).toBe('05-Mar-2026 14:07');
  });

  it('pads midnight hours and minutes', () => {
    expect(formatDateTime(new Date(2026, 0, 9, 0, 3))).toBe('09-Jan-2026 00:03');
  });

  it('accepts ISO strings', () => {
    expect(formatDateTime('2026-03-05T14:07:00')).toBe('05-Mar-2026 14:07');
  });

  it('returns an empty string for missing or invalid input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('garbage')).toBe('');
  });
});
