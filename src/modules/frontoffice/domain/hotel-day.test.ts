import { describe, expect, it } from 'vitest';
import { businessDate } from './hotel-day';

describe('businessDate (the hotel date)', () => {
  it('is the calendar day until a night is audited', () => {
    expect(businessDate(null, '2026-11-24')).toBe('2026-11-24');
  });

  it('is the day after the last audited night, even when the calendar has moved on or not yet reached it', () => {
    expect(businessDate('2026-11-22', '2026-11-24')).toBe('2026-11-23');
    expect(businessDate('2026-11-24', '2026-11-24')).toBe('2026-11-25');
    expect(businessDate('2026-12-31', '2027-01-01')).toBe('2027-01-01');
  });
});
