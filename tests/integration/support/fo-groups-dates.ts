import { addDays, format, parseISO } from 'date-fns';

/** The group tests' dates: a day so many days after another (ISO dates, as the hotel date is kept). */
export const plusDays = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');
