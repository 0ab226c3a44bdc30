const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MONTH_MS = 30 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

/** Largest unit first; years are 365 days and months 30 days. */
const UNITS: ReadonlyArray<readonly [name: string, ms: number]> = [
  ['year', YEAR_MS],
  ['month', MONTH_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
  ['second', SECOND_MS],
];

/**
 * 'N units ago' using the largest unit whose count is at least 1
 * ('1 day ago', '2 days ago'); 'just now' under a second or in the future;
 * '' for invalid input.
 */
export function relativeTime(value: Date | string | number, now: Date = new Date()): string {
  const then = new Date(value).getTime();
  const elapsed = now.getTime() - then;
  if (Number.isNaN(elapsed)) return '';
  for (const [name, ms] of UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count >= 1) return `${count} ${name}${count > 1 ? 's' : ''} ago`;
  }
  return 'just now';
}
