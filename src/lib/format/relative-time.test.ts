import { relativeTime } from './relative-time';

const now = new Date('2026-03-05T12:00:00Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says just now under one second and for future times', () => {
    expect(relativeTime(now, now)).toBe('just now');
    expect(relativeTime(ago(999), now)).toBe('just now');
    expect(relativeTime(ago(-5 * MINUTE), now)).toBe('just now');
  });

  it('uses singular for a count of one', () => {
    expect(relativeTime(ago(SECOND), now)).toBe('1 second ago');
    expect(relativeTime(ago(MINUTE), now)).toBe('1 minute ago');
    expect(relativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(relativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(relativeTime(ago(30 * DAY), now)).toBe('1 month ago');
    expect(relativeTime(ago(365 * DAY), now)).toBe('1 year ago');
  });

  it('uses plural for counts above one', () => {
    expect(relativeTime(ago(45 * SECOND), now)).toBe('45 seconds ago');
    expect(relativeTime(ago(2 * MINUTE), now)).toBe('2 minutes ago');
    expect(relativeTime(ago(5 * HOUR), now)).toBe('5 hours ago');
    expect(relativeTime(ago(2 * DAY), now)).toBe('2 days ago');
    expect(relativeTime(ago(90 * DAY), now)).toBe('3 months ago');
    expect(relativeTime(ago(800 * DAY), now)).toBe('2 years ago');
  });

  it('picks the largest whole unit and rounds down', () => {
    expect(relativeTime(ago(59 * SECOND + 999), now)).toBe('59 seconds ago');
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
    expect(relativeTime(ago(29 * DAY), now)).toBe('29 days ago');
    expect(relativeTime(ago(364 * DAY), now)).toBe('12 months ago');
  });

  it('accepts strings and timestamps', () => {
    expect(relativeTime('2026-03-04T12:00:00Z', now)).toBe('1 day ago');
    expect(relativeTime(now.getTime() - 3 * HOUR, now)).toBe('3 hours ago');
  });

  it('returns an empty string for invalid input', () => {
    expect(relativeTime('not a date', now)).toBe('');
    expect(relativeTime(Number.NaN, now)).toBe('');
  });

  it('defaults now to the current time', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(now);
      expect(relativeTime(ago(10 * MINUTE))).toBe('10 minutes ago');
    } finally {
      vi.useRealTimers();
    }
  });
});
