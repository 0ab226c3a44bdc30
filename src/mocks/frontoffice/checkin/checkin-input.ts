import {
  ADVANCE_MODES,
  type AdvanceMode,
  type CheckinInput,
} from '../../../modules/frontoffice/checkin/domain/checkin-types';
import {
  ID_TYPES,
  type GuestDetails,
  type IdType,
  type StayKind,
} from '../../../modules/frontoffice/domain/stay-types';
import { num, str } from './checkin-masters';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const KINDS: readonly StayKind[] = ['GUEST', 'QUICK', 'HOUSE'];

/** A guest's details as sent, trimmed; unknown fields dropped, missing ones empty. */
export function guestOf(value: unknown): GuestDetails {
  const raw = record(value);
  const text = (field: keyof GuestDetails) => str(raw[field]).trim();
  const idType = text('idType');
  return {
    guestId: text('guestId'),
    name: text('name'),
    mobile: text('mobile'),
    email: text('email'),
    idType: ID_TYPES.includes(idType as IdType) ? (idType as IdType) : '',
    idNumber: text('idNumber'),
    nationality: text('nationality'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    passportNo: text('passportNo').toUpperCase(),
    passportExpiry: text('passportExpiry'),
    visaNo: text('visaNo').toUpperCase(),
    visaType: text('visaType'),
    visaExpiry: text('visaExpiry'),
    arrivedInIndia: text('arrivedInIndia'),
    arrivedFrom: text('arrivedFrom'),
    nextDestination: text('nextDestination'),
  };
}

/** `header` of SetFOCheckin read: text trimmed, numbers as numbers (NaN when not one, which the rules refuse). */
export function checkinInputOf(value: unknown): CheckinInput {
  const raw = record(value);
  const kind = str(raw.kind) as StayKind;
  const advance = record(raw.advance);
  const amount = raw.advance ? Number(advance.amount) : 0;
  const mode = str(advance.mode) as AdvanceMode;
  const whole = (field: string, fallback: number) =>
    raw[field] === undefined || raw[field] === null || raw[field] === '' ? fallback : Number(raw[field]);
  return {
    kind: KINDS.includes(kind) ? kind : 'GUEST',
    guest: guestOf(raw.guest),
    room: str(raw.room).trim(),
    departure: str(raw.departure).trim(),
    adults: whole('adults', 1),
    children: whole('children', 0),
    extraBeds: whole('extraBeds', 0),
    mealPlan: str(raw.mealPlan).trim(),
    roomRate:
      raw.roomRate === undefined || raw.roomRate === null || raw.roomRate === '' ? Number.NaN : num(raw.roomRate),
    billTo: str(raw.billTo).trim(),
    reservationId: str(raw.reservationId).trim(),
    groupId: str(raw.groupId).trim(),
    complimentary: str(raw.complimentary).trim(),
    advance:
      amount !== 0 || raw.advance
        ? { amount, mode: ADVANCE_MODES.includes(mode) ? mode : 'CASH', reference: str(advance.reference).trim() }
        : null,
  };
}
