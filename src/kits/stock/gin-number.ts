import { isIsoDate } from '../../lib/format/iso-date';
/**
 * Goods inward numbers (GIN) name a lot of stock: `<yyMMdd><5 digits>`, the digits running per day
 * from 00001 (contract README "Numbering": GIN `yyMMdd`00001). 26-11-2026's first is 26112600001.
 */

const RUNNING_DIGITS = 5;
const LAST_OF_DAY = 99_999;

/** The day part of a GIN: '2026-11-26' → '261126'. Throws a RangeError for anything but a real yyyy-MM-dd date. */
export function ginPrefix(date: string): string {
  if (!isIsoDate(date)) throw new RangeError(`A goods inward number needs a yyyy-MM-dd date, got '${date}'`);
  return date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);
}

/** Is this a well-formed GIN (11 digits)? */
export const isGin = (gin: string): boolean => gin.length === 6 + RUNNING_DIGITS && /^\d+$/.test(gin);

/**
 * The next `count` GINs of a day, consecutive, after the highest of that day among `existing`
 * (any strings: other days' numbers and malformed ones are skipped). A receipt of 200 lines asks
 * for 200 at once. Throws a RangeError when the day's 99,999 numbers would run out.
 */
export function nextGins(date: string, existing: Iterable<string>, count: number): string[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Cannot hand out ${count} goods inward numbers`);
  const prefix = ginPrefix(date);
  let highest = 0;
  for (const gin of existing) {
    if (gin.length !== prefix.length + RUNNING_DIGITS || !gin.startsWith(prefix)) continue;
    const running = Number(gin.slice(prefix.length));
    if (Number.isInteger(running) && running > highest && isGin(gin)) highest = running;
  }
  if (highest + count > LAST_OF_DAY) {
    throw new RangeError(
      `Only ${LAST_OF_DAY - highest} goods inward numbers are left for ${date}; ${count} were needed`,
    );
  }
  const gins: string[] = [];
  for (let n = 1; n <= count; n++) gins.push(prefix + String(highest + n).padStart(RUNNING_DIGITS, '0'));
  return gins;
}

/** The next GIN of a day: 26112600001 when the day has none yet, else one after the day's highest. */
export function nextGin(date: string, existing: Iterable<string>): string {
  return nextGins(date, existing, 1)[0]!;
}

/** The GINs of ledger rows, lazily, to feed nextGin(s) without copying a large ledger. */
export function* ginsOf(rows: Iterable<{ gin: string }>): Generator<string> {
  for (const row of rows) yield row.gin;
}
