import { describe, expect, it } from 'vitest';
import { isDay, wireDay } from './wire-day';

describe('dates from the wire', () => {
  it('reads ISO days, ISO date-times and the customer client dd-MMM-yyyy', () => {
    expect(wireDay('2026-11-23')).toBe('2026-11-23');
    expect(wireDay('2026-11-23T00:00:00')).toBe('2026-11-23');
    expect(wireDay('2026-11-23T05:30:00.000Z')).toBe('2026-11-23');
    expect(wireDay('23-Nov-2026')).toBe('2026-11-23');
    expect(wireDay('3-nov-2026')).toBe('2026-11-03');
    expect(wireDay(' 01-JAN-2027 ')).toBe('2027-01-01');
  });

  it('refuses what is not a real day', () => {
    for (const value of [
      '2026-02-30',
      '31-Apr-2026',
      '23-Now-2026',
      '23/11/2026',
      '',
      'today',
      20261123,
      null,
      undefined,
    ])
      expect(wireDay(value)).toBeNull();
  });

  it('isDay takes only yyyy-MM-dd of a real day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('23-Nov-2026')).toBe(false);
    expect(isDay('2026-11-23T00:00:00')).toBe(false);
  });
});
