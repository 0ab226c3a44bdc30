/**
 * Salary payment numbers: a payment is numbered SPY<yy><yy>-00001 in the financial year (April to March) of its
 * date, max+1 per company. The months they pay are `yyyy-MM` (salary-month.ts).
 */

/** The payment series of a date: SPY2627 for any day from 1 April 2026 to 31 March 2027. */
export function paymentSeries(dat: string): string {
  const year = Number(dat.slice(0, 4));
  const start = Number(dat.slice(5, 7)) >= 4 ? year : year - 1;
  return `SPY${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** SPY2627-00001: the series and its running number. */
export const paymentNumber = (series: string, running: number) => `${series}-${String(running).padStart(5, '0')}`;
