/** The front office's number series, in the family's `<PREFIX><yy>-<MM>/<4 digits>` form. */
export const FO_PREFIXES = {
  stay: 'CHK', // check-in (registration) number
  advance: 'FAR', // advance receipt
  charge: 'FPC', // posted charge voucher
  finalBill: 'FBL', // final bill
  payment: 'FPY', // settlement at check-out
  refund: 'FRF', // advance refunded
  reservation: 'RSV',
  group: 'GRP',
  companyReceipt: 'FCR', // a company's payment against its bills
  cform: 'CFM',
} as const;

export type FoSeries = keyof typeof FO_PREFIXES;

/**
 * The next number of a series for a document dated `date` (yyyy-MM-dd): prefix, the date's two-digit year, '-',
 * the month, '/', and the highest four-digit counter already used in that month plus one (CHK26-11/0001 first).
 */
export function nextFoNumber(series: FoSeries, date: string, existing: Iterable<string>): string {
  const head = `${FO_PREFIXES[series]}${date.slice(2, 4)}-${date.slice(5, 7)}/`;
  let highest = 0;
  for (const number of existing) {
    if (!number.startsWith(head)) continue;
    const counter = number.slice(head.length);
    if (/^\d+$/.test(counter)) highest = Math.max(highest, Number(counter));
  }
  return `${head}${String(highest + 1).padStart(4, '0')}`;
}
