/**
 * The journals desk's usual period: the first day of the month two months before `today` (yyyy-MM-dd) up to today,
 * so three months of receipts and missing issues show at once.
 */
export function journalSpanStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - 2;
  const start = new Date(Date.UTC(year, month, 1));
  return start.toISOString().slice(0, 10);
}
