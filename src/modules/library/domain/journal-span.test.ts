import { describe, expect, it } from 'vitest';
import { journalSpanStart } from './journal-span';

describe('the journals desk period', () => {
  it('starts on the first of the month two months back, across a year end', () => {
    expect(journalSpanStart('2026-11-25')).toBe('2026-09-01');
    expect(journalSpanStart('2026-03-01')).toBe('2026-01-01');
    expect(journalSpanStart('2026-02-28')).toBe('2025-12-01');
    expect(journalSpanStart('2026-01-31')).toBe('2025-11-01');
  });
});
