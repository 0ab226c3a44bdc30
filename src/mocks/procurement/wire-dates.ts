import { format, isValid, parse } from 'date-fns';

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
