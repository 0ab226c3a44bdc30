/**
 * The number series of this area: customer receipts (the contract's REC<yyyy>-00001) and, ours in the same family,
 * commission payments to agents and employees.
 */
export const NUMBER_PREFIXES = { receipt: 'REC', agentPayment: 'AGP', employeePayment: 'EMP' } as const;

export type NumberSeries = keyof typeof NUMBER_PREFIXES;

/**
 * The next number of a series for a document dated `date` (yyyy-MM-dd): prefix, the date's calendar year, '-',
 * and the highest five-digit counter already used that year plus one (REC2026-00001 first). Other years, other
 * series and anything not ending in digits are ignored; a counter past 99999 keeps growing.
 */
export function nextDocumentNumber(series: NumberSeries, date: string, existing: readonly string[]): string {
  const head = `${NUMBER_PREFIXES[series]}${date.slice(0, 4)}-`;
  let highest = 0;
  for (const number of existing) {
    if (!number.startsWith(head)) continue;
    const counter = number.slice(head.length);
    if (/^\d+$/.test(counter)) highest = Math.max(highest, Number(counter));
  }
  return `${head}${String(highest + 1).padStart(5, '0')}`;
}
