import { addPaise, fromPaise, toPaise } from '../../../../lib/money/money';
import type { CForm, FolioLine, GuestDetails, Reservation, Stay, TariffSlot } from '../../domain/stay-types';
import { blankGuest } from '../../domain/blank-guest';

/**
 * Stays, folio lines, reservations and C-Forms for the audit area's unit and integration tests: everything a
 * record needs, so a test names only what it is about.
 */
export const testGuest = (name: string, extra: Partial<GuestDetails> = {}): GuestDetails =>
  blankGuest({
    guestId: `G-${name.replace(/\W/g, '')}`,
    name,
    mobile: '9800000000',
    idType: 'AADHAAR',
    idNumber: '1234 5678 9012',
    city: 'Pune',
    ...extra,
  });

export const testSlot = (from: string, roomRate: number, extra: Partial<TariffSlot> = {}): TariffSlot => ({
  from,
  roomRate,
  mealPlan: '',
  mealRate: 0,
  extraBeds: 0,
  extraBedRate: 0,
  reason: '',
  user: 'admin',
  at: `${from}T12:00`,
  ...extra,
});

/** An in-house stay arriving at noon of `arrival` at `rate` a night (room only) unless told otherwise. */
export function testStay(
  stayNo: string,
  room: string,
  arrival: string,
  departure: string,
  rate: number,
  extra: Partial<Stay> = {},
): Stay {
  return {
    stayNo,
    room,
    category: 'DLX',
    kind: 'GUEST',
    status: 'IN_HOUSE',
    guest: testGuest(`Guest of ${room}`),
    companions: [],
    adults: 2,
    children: 0,
    arrival: `${arrival}T12:00`,
    departure,
    slots: extra.kind === 'HOUSE' ? [] : [testSlot(arrival, rate)],
    billTo: '',
    groupId: '',
    reservationId: '',
    complimentary: '',
    detailsPending: false,
    rooms: [{ room, from: `${arrival}T12:00` }],
    checkedOutAt: '',
    cancelledAt: '',
    cancelReason: '',
    finalBill: '',
    user: 'admin',
    createdAt: `${arrival}T12:00`,
    ...extra,
  };
}

/** A folio line of `kind`: debits (ROOM, CHARGE, POS, REFUND) carry amount + taxes, credits the amount. */
export function testLine(
  stay: Pick<Stay, 'stayNo' | 'room'>,
  id: string,
  kind: FolioLine['kind'],
  dat: string,
  amount: number,
  extra: Partial<FolioLine> = {},
): FolioLine {
  const credit = ['ADVANCE', 'PAYMENT', 'COMPANY', 'ALLOWANCE'].includes(kind);
  const cgst = extra.cgst ?? 0;
  const sgst = extra.sgst ?? 0;
  return {
    id: `${stay.stayNo}|${id}`,
    stayNo: stay.stayNo,
    dat,
    at: `${dat}T20:00:00`,
    kind,
    head: kind === 'ROOM' ? 'ROOM' : '',
    description: `${kind} ${id}`,
    reference: kind === 'ROOM' ? dat : id,
    amount,
    cgst,
    sgst,
    debit: credit ? 0 : fromPaise(addPaise(toPaise(amount), toPaise(cgst), toPaise(sgst))),
    credit: credit ? amount : 0,
    room: stay.room,
    user: 'admin',
    voucher: `${stay.stayNo}|${id}`,
    cancelled: false,
    ...extra,
  };
}

export function testReservation(reservationId: string, arrival: string, extra: Partial<Reservation> = {}): Reservation {
  return {
    reservationId,
    guestName: `Booked ${reservationId}`,
    mobile: '9811111111',
    room: '',
    category: 'STD',
    arrival,
    departure: arrival,
    adults: 2,
    children: 0,
    mealPlan: '',
    roomRate: 3500,
    billTo: '',
    groupId: '',
    status: 'BOOKED',
    stayNo: '',
    remarks: '',
    user: 'admin',
    createdAt: `${arrival}T09:00`,
    ...extra,
  };
}

export function testCForm(
  cformNo: string,
  stay: Pick<Stay, 'stayNo' | 'room' | 'arrival'>,
  dueBy: string,
  extra: Partial<CForm> = {},
): CForm {
  return {
    cformNo,
    stayNo: stay.stayNo,
    room: stay.room,
    guestName: 'Emma Clarke',
    nationality: 'British',
    passportNo: 'P1234567',
    visaNo: 'V7654321',
    arrival: stay.arrival,
    dueBy,
    status: 'DUE',
    submittedAt: '',
    submissionRef: '',
    user: 'admin',
    ...extra,
  };
}
