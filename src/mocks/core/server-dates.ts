import { format, isValid, parse } from 'date-fns';

/** Today on the demo server's clock, yyyy-MM-dd. */
export const serverToday = () => format(new Date(), 'yyyy-MM-dd');

/**
 * A date as the real server's clients send it (`dd-MMM-yyyy`, parsed there with DateTime.Parse) or
 * as yyyy-MM-dd, to yyyy-MM-dd; null when it is neither.
 */
export function wireDate(value: unknown): string | null {
  const text = String(value ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const parsed = parse(text, 'dd-MMM-yyyy', new Date(2000, 0, 1));
  return isValid(parsed) ? format(parsed, 'yyyy-MM-dd') : null;
}

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

/** The period of a list request (`frmDate`, `toDate`), open at either end when absent. */
export const inPeriod = (dat: string, from: string | null, to: string | null): boolean =>
  dat >= (from ?? '0000-01-01') && dat <= (to ?? '9999-12-31');
