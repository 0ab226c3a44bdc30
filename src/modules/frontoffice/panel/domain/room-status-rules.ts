import { isValid, parseISO } from 'date-fns';
import { formatDate } from '../../../../lib/format/date-format';
import type { RoomStatusInput } from './panel-types';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));

export type StatusProblems = Partial<Record<'status' | 'reason' | 'from' | 'to', string>>;

/**
 * What is wrong with a room status change, by field (the form and the demo backend run the same rules). Out of
 * order needs a reason and a window that starts now (on or before the hotel date) and ends today or later.
 */
export function roomStatusProblems(input: RoomStatusInput, today: string): StatusProblems {
  const problems: StatusProblems = {};
  if (!['VACANT', 'DIRTY', 'OUT_OF_ORDER'].includes(input.status))
    problems.status = 'Choose clean, dirty or out of order';
  if (input.status !== 'OUT_OF_ORDER') return problems;
  const reason = input.reason.trim();
  if (!reason) problems.reason = 'Give the reason the room is out of order';
  else if (reason.length > 100) problems.reason = 'The reason takes at most 100 characters';
  if (!isDate(input.from)) problems.from = 'Out of order from must be a date';
  else if (input.from > today)
    problems.from = `The room goes out of order now: from cannot be after the hotel date (${formatDate(today)})`;
  if (!isDate(input.to)) problems.to = 'Out of order to must be a date';
  else if (isDate(input.from) && input.to < input.from) problems.to = 'Out of order to cannot be before from';
  else if (input.to < today) problems.to = `Out of order to cannot be before the hotel date (${formatDate(today)})`;
  return problems;
}
