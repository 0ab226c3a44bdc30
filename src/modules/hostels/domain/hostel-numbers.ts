/** The hostels' number series, in the family's `<PREFIX><yy>-<MM>/<4 digits>` form. */
export const HOSTEL_PREFIXES = {
  allocation: 'HAL',
  charge: 'HPC',
  subscription: 'HSV',
  bill: 'HBL',
  receipt: 'HRC',
} as const;

export type HostelSeries = keyof typeof HOSTEL_PREFIXES;

/**
 * The next number of a series for a document dated `date` (yyyy-MM-dd): prefix, the date's two-digit year, '-',
 * the month, '/', and the highest four-digit counter already used that month plus one (HBL26-11/0001 first).
 */
export function nextHostelNumber(series: HostelSeries, date: string, existing: Iterable<string>): string {
  const head = `${HOSTEL_PREFIXES[series]}${date.slice(2, 4)}-${date.slice(5, 7)}/`;
  let highest = 0;
  for (const number of existing) {
    if (!number.startsWith(head)) continue;
    const counter = number.slice(head.length);
    if (/^\d+$/.test(counter)) highest = Math.max(highest, Number(counter));
  }
  return `${head}${String(highest + 1).padStart(4, '0')}`;
}
