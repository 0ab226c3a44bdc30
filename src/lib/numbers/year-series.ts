/**
 * A number series that restarts every calendar year, in the family's `<PREFIX><yyyy>-<NNNNN>` form: the contract's
 * fee and customer receipts (REC2026-00001, 05-crm.md) and the school's own documents (ENQ, PRS, VIS, CMP, FMT, FTR,
 * BKS, PEN, LIS, LRT, JRN). The server numbers max + 1 per branch; so does this, from the numbers already stored.
 * (src/engine/document/number-series.ts cannot serve: it writes a '/' before the counter.)
 */

const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const PREFIX = /^[A-Z]+$/;

/**
 * The fixed head of the series' numbers in the calendar year of `date` (yyyy-MM-dd): 'REC2026-' for any day of 2026.
 */
export function yearNumberHead(prefix: string, date: string): string {
  if (!PREFIX.test(prefix)) throw new RangeError(`A series prefix is capital letters, got '${prefix}'`);
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Expected a date as yyyy-MM-dd, got '${date}'`);
  return `${prefix}${match[1]}-`;
}

/**
 * The next number of the series for a document dated `date` (yyyy-MM-dd): the highest counter already used in that
 * calendar year plus one, zero-padded to `digits` (the first is `<PREFIX><yyyy>-00001`). Numbers of other years, of
 * other prefixes and anything whose counter is not all digits are ignored; a gap is never filled (max + 1, not a
 * count); a counter past the width keeps growing (REC2026-100000). Call it inside the company's write queue, so two
 * saves never take the same number. A prefix that is not capital letters or a date that is not yyyy-MM-dd is a bug
 * of the caller: it throws a RangeError.
 */
export function nextYearNumber(prefix: string, date: string, existing: Iterable<string>, digits = 5): string {
  const head = yearNumberHead(prefix, date);
  let highest = 0;
  for (const number of existing) {
    const trimmed = number.trim();
    if (!trimmed.startsWith(head)) continue;
    const counter = trimmed.slice(head.length);
    if (/^\d+$/.test(counter)) highest = Math.max(highest, Number(counter));
  }
  return `${head}${String(highest + 1).padStart(digits, '0')}`;
}
