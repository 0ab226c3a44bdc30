import { format } from 'date-fns';
import { useSession } from '../../../lib/session/session-store';

/** The browser's day (the server checks against its own). */
export const todayOf = () => format(new Date(), 'yyyy-MM-dd');

/** `day` moved by `days` (yyyy-MM-dd, calendar days). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A date as GeneralInformation carries it (the contract's dd-MMM-yyyy). */
export const wireDay = (day: string) => (day ? format(new Date(`${day}T00:00:00`), 'dd-MMM-yyyy') : '');

/**
 * The enquiry's subject as the company calls it: the class sought in the school (D-SHI), what they are interested in
 * elsewhere.
 */
export function useAboutLabel(): { school: boolean; about: string } {
  const school = useSession()?.usr.pCode === 'D-SHI';
  return { school, about: school ? 'Class sought' : 'Interested in' };
}
