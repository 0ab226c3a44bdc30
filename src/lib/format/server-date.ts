/** Calendar day chosen by the user; `month` is 1-12. */
export interface DateParts {
  day: number;
  month: number;
  year: number;
}

/** The spec's server offset: plus 5 hours 30 minutes. */
export const SERVER_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The chosen calendar day at the current local time of day (hours, minutes,
 * seconds and milliseconds of `now`), shifted by plus 5 h 30 min.
 */
export function toServerDate(chosen: DateParts, now: Date = new Date()): Date {
  const local = new Date(now.getTime());
  // setFullYear keeps years below 100 literal (the Date constructor would map them to 19xx).
  local.setFullYear(chosen.year, chosen.month - 1, chosen.day);
  return new Date(local.getTime() + SERVER_OFFSET_MS);
}

/** The local calendar day of `date`, with `month` 1-12. */
export function datePartsOf(date: Date): DateParts {
  return { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() };
}
