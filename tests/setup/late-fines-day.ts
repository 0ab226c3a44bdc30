import { format } from 'date-fns';

/**
 * The school's fee tests need a day with late fines owed: Term 1's dues (April) carry a fine only after 10 May. On a
 * day from 1 April to 10 May (on the real clock or the test clock) they take 15 July of that year as today; on any
 * other day, null (today will do). Shared by the integration and the browser tests.
 */
export function lateFinesDay(now = new Date()): string | null {
  const today = format(now, 'yyyy-MM-dd');
  if (today.slice(5) < '04-01' || today.slice(5) > '05-10') return null;
  return `${today.slice(0, 4)}-07-15T12:00:00`;
}
