/**
 * The number series of this area, ours in the family's monthly pattern (PRT<yy>-<MM>/0001, PCR...): sale returns
 * SRT<yy>-<MM>/<4 digits> and customer debit notes SDN<yy>-<MM>/<4 digits>, each max + 1 per month.
 */
export const RETURN_PREFIXES = { saleReturn: 'SRT', debitNote: 'SDN' } as const;

export type ReturnSeries = keyof typeof RETURN_PREFIXES;

/**
 * The next number of a series for a document dated `date` (yyyy-MM-dd); other months, series and malformed numbers are
 * ignored; past 9999 it keeps growing.
 */
export function nextReturnNumber(series: ReturnSeries, date: string, existing: readonly string[]): string {
  const head = `${RETURN_PREFIXES[series]}${date.slice(2, 4)}-${date.slice(5, 7)}/`;
  let highest = 0;
  for (const number of existing) {
    if (!number.startsWith(head)) continue;
    const counter = number.slice(head.length);
    if (/^\d+$/.test(counter)) highest = Math.max(highest, Number(counter));
  }
  return `${head}${String(highest + 1).padStart(4, '0')}`;
}
