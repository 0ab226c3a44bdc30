import { format, isValid, parseISO } from 'date-fns';

export type DateInput = Date | string | number | null | undefined;

const DATE_PATTERN = 'dd-MMM-yyyy';
const DATE_TIME_PATTERN = 'dd-MMM-yyyy HH:mm';

/** Turns the input into a valid Date, or null. ISO strings are read in local time. */
function toValidDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  let date: Date;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    date = parseISO(trimmed);
    if (!isValid(date)) date = new Date(trimmed);
  } else {
    date = new Date(value);
  }
  return isValid(date) ? date : null;
}

function formatWith(value: DateInput, pattern: string): string {
  const date = toValidDate(value);
  return date === null ? '' : format(date, pattern);
}

/** 'DD-Mon-YYYY', e.g. '05-Mar-2026'; '' for empty or invalid input. */
export function formatDate(value: DateInput): string {
  return formatWith(value, DATE_PATTERN);
}

/** 'DD-Mon-YYYY HH:MM' (24-hour), e.g. '05-Mar-2026 14:07'; '' for empty or invalid input. */
export function formatDateTime(value: DateInput): string {
  return formatWith(value, DATE_TIME_PATTERN);
}
