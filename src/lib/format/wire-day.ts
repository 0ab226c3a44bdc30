const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'yyyy-MM-dd' when year, month and day make a real calendar day, else null. */
function day(year: number, month: number, date: number): string | null {
  const check = new Date(Date.UTC(year, month - 1, date));
  if (
    year < 1900 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== date
  )
    return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
}

/**
 * A date as the server's `DateTime.Parse` reads it from the wire, as 'yyyy-MM-dd': ISO ('2026-11-23',
 * '2026-11-23T00:00:00') or the customer's client's 'dd-MMM-yyyy' ('23-Nov-2026'). Null for anything else.
 */
export function wireDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return day(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = /^(\d{1,2})[- ]([A-Za-z]{3})[- ](\d{4})$/.exec(text);
  if (named) {
    const month = MONTHS.indexOf(named[2]!.toLowerCase());
    return month < 0 ? null : day(Number(named[3]), month + 1, Number(named[1]));
  }
  return null;
}

/** Is `text` a real day written 'yyyy-MM-dd' (a date input's value)? */
export const isDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && wireDay(text) === text;
