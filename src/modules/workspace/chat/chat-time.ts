import { format, isSameDay, isValid, parseISO } from 'date-fns';
import { formatDate, formatDateTime } from '../../../lib/format/date-format';

/** A message's time: 'HH:mm' when it is from `today`, else 'DD-Mon-YYYY HH:mm'. */
export function messageTime(time: string, today: Date = new Date()): string {
  const date = parseISO(time);
  if (!isValid(date)) return '';
  return isSameDay(date, today) ? format(date, 'HH:mm') : formatDateTime(date);
}

/** The chat list's last-message time: 'HH:mm' today, else 'DD-Mon-YYYY'; '' before the first message. */
export function lastChatTime(time: string, today: Date = new Date()): string {
  const date = parseISO(time);
  if (time === '' || !isValid(date)) return '';
  return isSameDay(date, today) ? format(date, 'HH:mm') : formatDate(date);
}
