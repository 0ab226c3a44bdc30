import { isValid, parseISO } from 'date-fns';
import { isRupeeAmount } from '../../../../lib/money/money';
import type { ReservationInput } from './panel-types';

export type InputProblems = Partial<Record<keyof ReservationInput, string>>;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));
const wholeAtLeast = (value: number, least: number) => Number.isInteger(value) && value >= least;

/**
 * What is wrong with a reservation as typed, by field (the form and the demo backend run the same rules). A new
 * reservation, or one whose arrival is moved, cannot arrive before the hotel date.
 */
export function reservationProblems(
  input: ReservationInput,
  hotelDate: string,
  previousArrival: string | null,
): InputProblems {
  const problems: InputProblems = {};
  if (!input.guestName.trim()) problems.guestName = 'Guest name is required';
  else if (input.guestName.trim().length > 80) problems.guestName = 'Guest name takes at most 80 characters';
  if (!/^[0-9]{10}$/.test(input.mobile.trim())) problems.mobile = 'Mobile must be 10 digits';
  if (!input.category) problems.category = 'Choose a room category';
  if (!isDate(input.arrival)) problems.arrival = 'Arrival must be a date';
  else if (input.arrival < hotelDate && input.arrival !== previousArrival)
    problems.arrival = 'Arrival cannot be before the hotel date';
  if (!isDate(input.departure)) problems.departure = 'Departure must be a date';
  else if (isDate(input.arrival) && input.departure <= input.arrival)
    problems.departure = 'Departure must be after arrival';
  if (!wholeAtLeast(input.adults, 1) || input.adults > 12)
    problems.adults = 'Adults must be a whole number from 1 to 12';
  if (!wholeAtLeast(input.children, 0) || input.children > 12)
    problems.children = 'Children must be a whole number from 0 to 12';
  if (!Number.isFinite(input.roomRate) || input.roomRate < 0)
    problems.roomRate = 'Rate must be an amount of at least 0';
  else if (!isRupeeAmount(input.roomRate)) problems.roomRate = 'Enter an amount with at most two decimals';
  if (input.remarks.length > 200) problems.remarks = 'Remarks take at most 200 characters';
  return problems;
}
