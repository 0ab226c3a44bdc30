import { SERVER_OFFSET_MS, datePartsOf, toServerDate } from './server-date';

describe('toServerDate', () => {
  const now = new Date(2026, 2, 5, 9, 15, 42, 123);

  it('keeps the chosen day, takes the time of day from now, and adds 5 h 30 min', () => {
    const result = toServerDate({ day: 20, month: 7, year: 2025 }, now);
    const expected = new Date(2025, 6, 20, 9, 15, 42, 123).getTime() + SERVER_OFFSET_MS;
    expect(result.getTime()).toBe(expected);
  });

  it('offset is exactly 5 hours 30 minutes', () => {
    expect(SERVER_OFFSET_MS).toBe(19_800_000);
  });

  it('shows the shifted local time when no DST change is involved', () => {
    const result = toServerDate({ day: 20, month: 1, year: 2026 }, new Date(2026, 0, 10, 9, 15, 42, 123));
    expect(result.getHours()).toBe(14);
    expect(result.getMinutes()).toBe(45);
    expect(result.getSeconds()).toBe(42);
    expect(result.getMilliseconds()).toBe(123);
  });

  it('rolls into the next day when the shift passes midnight', () => {
    const lateNow = new Date(2026, 0, 10, 20, 0, 0, 0);
    const result = toServerDate({ day: 31, month: 1, year: 2026 }, lateNow);
    expect(datePartsOf(result)).toEqual({ day: 1, month: 2, year: 2026 });
    expect(result.getHours()).toBe(1);
    expect(result.getMinutes()).toBe(30);
  });

  it('does not modify now', () => {
    const before = now.getTime();
    toServerDate({ day: 1, month: 1, year: 2020 }, now);
    expect(now.getTime()).toBe(before);
  });

  it('uses the current time when now is omitted', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date(2026, 0, 10, 8, 0, 0, 0));
      const result = toServerDate({ day: 12, month: 1, year: 2026 });
      expect(result.getTime()).toBe(new Date(2026, 0, 12, 8, 0, 0, 0).getTime() + SERVER_OFFSET_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('datePartsOf', () => {
  it('returns the local day, 1-based month and year', () => {
    expect(datePartsOf(new Date(2026, 11, 31, 23, 59))).toEqual({ day: 31, month: 12, year: 2026 });
  });

  it('round-trips through toServerDate for the chosen day before the shift', () => {
    const morning = new Date(2026, 0, 10, 6, 0);
    const parts = { day: 3, month: 2, year: 2026 };
    expect(datePartsOf(toServerDate(parts, morning))).toEqual(parts);
  });
});
