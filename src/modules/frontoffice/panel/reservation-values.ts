import type { FieldErrors, Resolver } from 'react-hook-form';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoneyPlain } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import { ROOM_ONLY_PLAN } from '../domain/meal-plan-options';
import type { ReservationInput, ReservationRequirements, ReservationRow } from './domain/panel-types';
import { reservationProblems } from './domain/reservation-input';

/** The reservation form as typed (numbers and the rate as text until sent). */
export interface ReservationValues {
  guestName: string;
  mobile: string;
  category: string;
  room: string;
  arrival: string;
  departure: string;
  adults: string;
  children: string;
  mealPlan: string;
  roomRate: string;
  billTo: string;
  remarks: string;
}

export const rateText = (rupees: number) => formatMoneyPlain(toPaise(rupees));

/** A new reservation: for the room asked (and its category, at its tariff) when given, arriving on the hotel date. */
export function newValues(requirements: ReservationRequirements, roomNo: string, nextDay: string): ReservationValues {
  const room = requirements.rooms.find((one) => one.roomNo === roomNo);
  const category = requirements.categories.find((one) => one.code === room?.category);
  return {
    guestName: '',
    mobile: '',
    category: category?.code ?? '',
    room: room && category ? room.roomNo : '',
    arrival: requirements.hotelDate,
    departure: nextDay,
    adults: '1',
    children: '0',
    mealPlan: ROOM_ONLY_PLAN,
    roomRate: category ? rateText(category.baseTariff) : '',
    billTo: '',
    remarks: '',
  };
}

export const valuesOf = (row: ReservationRow): ReservationValues => ({
  guestName: row.guestName,
  mobile: row.mobile,
  category: row.category,
  room: row.room,
  arrival: row.arrival,
  departure: row.departure,
  adults: String(row.adults),
  children: String(row.children),
  mealPlan: row.mealPlan || ROOM_ONLY_PLAN,
  roomRate: rateText(row.roomRate),
  billTo: row.billTo,
  remarks: row.remarks,
});

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function toInput(values: ReservationValues, reservationId: string): ReservationInput {
  const rate = parseMoney(values.roomRate, { allowNegative: false });
  return {
    reservationId,
    guestName: values.guestName.trim(),
    mobile: values.mobile.trim(),
    room: values.room,
    category: values.category,
    arrival: values.arrival,
    departure: values.departure,
    adults: whole(values.adults),
    children: values.children.trim() === '' ? 0 : whole(values.children),
    mealPlan: values.mealPlan,
    roomRate: rate.ok ? fromPaise(rate.paise) : Number.NaN,
    billTo: values.billTo,
    remarks: values.remarks.trim(),
  };
}

/** The form's check: the shared rules, with the rate's own words when it is not an amount. */
export function reservationResolver(
  hotelDate: string,
  previousArrival: string | null,
  reservationId: string,
): Resolver<ReservationValues> {
  return (values) => {
    const problems: Record<string, string> = {
      ...reservationProblems(toInput(values, reservationId), hotelDate, previousArrival),
    };
    const rate = parseMoney(values.roomRate, { allowNegative: false });
    if (!rate.ok) problems.roomRate = rate.error === 'empty' ? 'Enter the rate per night' : rate.message;
    const entries = Object.entries(problems);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([name, message]) => [name, { type: 'validate', message }]),
    ) as FieldErrors<ReservationValues>;
    return { values: {}, errors };
  };
}
