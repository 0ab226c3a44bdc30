import { addDays, format, parseISO } from 'date-fns';

/**
 * The hotel's business date: the day after the last night audited, or the calendar day when no audit has run.
 * Night audit closes the business date and moves it on, as in every PMS: check-ins, charges and check-outs after
 * it belong to the next hotel day.
 */
export function businessDate(lastAudited: string | null, calendarToday: string): string {
  if (!lastAudited) return calendarToday;
  return format(addDays(parseISO(lastAudited), 1), 'yyyy-MM-dd');
}
