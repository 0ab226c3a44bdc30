import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { parseMoney } from '../../../lib/money/money-parse';
import { fromPaise } from '../../../lib/money/money';
import { blankGuest } from '../domain/blank-guest';
import type { GuestDetails, StayKind } from '../domain/stay-types';
import { checkinProblems, type Problems } from './domain/checkin-rules';
import type { AdvanceMode, CheckinInput, CheckinRequirements } from './domain/checkin-types';

/** The guest's fields as typed (all text). */
export type GuestValues = { [K in keyof GuestDetails]: string };

export const emptyGuest = (): GuestValues => blankGuest();

export const guestValuesOf = (guest: GuestDetails): GuestValues => ({ ...emptyGuest(), ...guest });
export const guestOfValues = (values: GuestValues): GuestDetails => ({
  ...values,
  idType: values.idType as GuestDetails['idType'],
});

/** A check-in form as typed. */
export interface CheckinValues {
  guest: GuestValues;
  reservationId: string;
  room: string;
  departure: string;
  adults: string;
  children: string;
  extraBeds: string;
  mealPlan: string;
  roomRate: string;
  billTo: string;
  complimentary: string;
  advanceAmount: string;
  advanceMode: AdvanceMode;
  advanceReference: string;
}

export const emptyCheckin = (room: string, departure: string): CheckinValues => ({
  guest: emptyGuest(),
  reservationId: '',
  room,
  departure,
  adults: '1',
  children: '0',
  extraBeds: '0',
  mealPlan: 'EP',
  roomRate: '',
  billTo: '',
  complimentary: '',
  advanceAmount: '',
  advanceMode: 'CASH',
  advanceReference: '',
});

/** A whole number typed (NaN when not one, which the rules refuse beside the field). */
export const wholeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
/** Rupees typed; '' is none (0); NaN when not an amount. */
export function rupeesOf(text: string): number {
  if (text.trim() === '') return 0;
  const parsed = parseMoney(text);
  return parsed.ok ? fromPaise(parsed.paise) : Number.NaN;
}

/** The check-in to send, from the form. */
export function toCheckinInput(kind: StayKind, values: CheckinValues): CheckinInput {
  const advance = kind === 'HOUSE' ? 0 : rupeesOf(values.advanceAmount);
  return {
    kind,
    guest: guestOfValues(values.guest),
    room: values.room,
    departure: values.departure,
    adults: wholeOf(values.adults),
    children: wholeOf(values.children || '0'),
    extraBeds: wholeOf(values.extraBeds || '0'),
    mealPlan: kind === 'HOUSE' ? '' : values.mealPlan,
    roomRate: kind === 'HOUSE' ? 0 : rupeesOf(values.roomRate),
    billTo: kind === 'HOUSE' ? '' : values.billTo,
    reservationId: values.reservationId,
    groupId: '',
    complimentary: kind === 'HOUSE' ? values.complimentary.trim() : '',
    advance:
      advance !== 0 ? { amount: advance, mode: values.advanceMode, reference: values.advanceReference.trim() } : null,
  };
}

/** Problems keyed by dotted path as react-hook-form's nested errors. */
export function errorsOf<T extends FieldValues>(problems: Problems): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(problems)) {
    const parts = path.split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = { type: 'rule', message };
  }
  return errors as FieldErrors<T>;
}

/** The form's validation: checkin-rules against the requirements read (the backend runs the same). */
export function checkinResolver(kind: StayKind, requirements: CheckinRequirements): Resolver<CheckinValues> {
  return (values) => {
    const input = toCheckinInput(kind, values);
    const room = requirements.rooms.find((row) => row.roomNo === input.room);
    const category = requirements.categories.find((row) => row.code === room?.category);
    const problems = checkinProblems({
      kind,
      guest: input.guest,
      roomNo: input.room,
      room,
      category,
      arrivalDate: requirements.hotelDate,
      departure: input.departure,
      adults: input.adults,
      children: input.children,
      extraBeds: input.extraBeds,
      roomRate: input.roomRate,
      complimentary: input.complimentary,
      advance: kind === 'HOUSE' ? 0 : rupeesOf(values.advanceAmount),
    });
    if (kind !== 'HOUSE' && Number.isNaN(input.roomRate)) problems.roomRate = 'Enter the rate in rupees, e.g. 2800.';
    if (Object.keys(problems).length > 0) return { values: {}, errors: errorsOf<CheckinValues>(problems) };
    return { values, errors: {} };
  };
}
