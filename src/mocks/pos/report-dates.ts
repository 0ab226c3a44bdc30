import { format } from 'date-fns';
import { wireDate } from '../procurement/wire-dates';

/** The server's clock's day (yyyy-MM-dd). */
export const posToday = () => format(new Date(), 'yyyy-MM-dd');

/**
 * A report date as the POS client sends it: yyyy-MM-dd, dd-MMM-yyyy (`adm.strDate`) or a JS Date serialised
 * (ISO, read in the server's own time zone); null when it is none of these.
 */
export function reportDate(value: unknown): string | null {
  const text = String(value ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const moment = new Date(text);
    return Number.isNaN(moment.getTime()) ? null : format(moment, 'yyyy-MM-dd');
  }
  return wireDate(text);
}
