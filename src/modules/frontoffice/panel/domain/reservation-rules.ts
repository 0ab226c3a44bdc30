import { addDays, format, parseISO } from 'date-fns';
import { formatDate } from '../../../../lib/format/date-format';
import type { Reservation } from '../../domain/stay-types';
import type { PanelRoom, PanelStay } from './panel-types';

/** A span of nights: from the arrival date up to the night before the departure date (yyyy-MM-dd). */
export interface Nights {
  arrival: string;
  departure: string;
}

/** Two spans share a night when each starts before the other ends (a departure day is free for the next arrival). */
export const nightsOverlap = (a: Nights, b: Nights): boolean => a.arrival < b.departure && b.arrival < a.departure;

/**
 * The nights an open stay holds its room: from its arrival to its expected departure, or to the hotel date when the
 * guest is past it and still in the room (they hold it tonight only if they stay on: the next audit will tell).
 */
export const stayNights = (stay: Pick<PanelStay, 'arrival' | 'departure'>, hotelDate: string): Nights => ({
  arrival: stay.arrival.slice(0, 10),
  departure: stay.departure < hotelDate ? hotelDate : stay.departure,
});

/** An out-of-order window [from, to] (dates inclusive; an empty end is open) as nights. */
const outOfOrderNights = (room: Pick<PanelRoom, 'outOfOrderFrom' | 'outOfOrderTo'>): Nights => ({
  arrival: room.outOfOrderFrom || '0000-01-01',
  departure: room.outOfOrderTo ? format(addDays(parseISO(room.outOfOrderTo), 1), 'yyyy-MM-dd') : '9999-12-31',
});

export type Booking = Pick<Reservation, 'reservationId' | 'room' | 'category' | 'arrival' | 'departure'>;
type HeldReservation = Pick<
  Reservation,
  'reservationId' | 'guestName' | 'room' | 'category' | 'arrival' | 'departure' | 'status'
>;
type RoomRow = Pick<
  PanelRoom,
  'roomNo' | 'category' | 'active' | 'status' | 'outOfOrderFrom' | 'outOfOrderTo' | 'outOfOrderReason'
>;

export interface Holdings {
  hotelDate: string;
  rooms: readonly RoomRow[];
  stays: readonly Pick<PanelStay, 'stayNo' | 'room' | 'guestName' | 'arrival' | 'departure' | 'status'>[];
  reservations: readonly HeldReservation[];
  categoryName: (code: string) => string;
}

const span = (nights: Nights) => `from ${formatDate(nights.arrival)} to ${formatDate(nights.departure)}`;

/** Why one room cannot be booked for these nights, or null. */
function roomConflict(booking: Booking, room: RoomRow, held: Holdings): string | null {
  for (const stay of held.stays) {
    if (stay.room !== room.roomNo || (stay.status !== 'IN_HOUSE' && stay.status !== 'CHECKOUT_PENDING')) continue;
    const nights = stayNights(stay, held.hotelDate);
    if (nightsOverlap(booking, nights))
      return `Room ${room.roomNo} has ${stay.guestName} in it (${stay.stayNo}) until ${formatDate(nights.departure)}.`;
  }
  for (const other of held.reservations) {
    if (other.status !== 'BOOKED' || other.room !== room.roomNo || other.reservationId === booking.reservationId)
      continue;
    if (nightsOverlap(booking, other))
      return `Room ${room.roomNo} is reserved for ${other.guestName} (${other.reservationId}) ${span(other)}.`;
  }
  if (room.status === 'OUT_OF_ORDER' && nightsOverlap(booking, outOfOrderNights(room))) {
    const until = room.outOfOrderTo ? ` until ${formatDate(room.outOfOrderTo)}` : '';
    return `Room ${room.roomNo} is out of order${until}${room.outOfOrderReason ? ` (${room.outOfOrderReason})` : ''}.`;
  }
  return null;
}

/** The nights of a span, one date each. */
function eachNight(nights: Nights): string[] {
  const dates: string[] = [];
  for (let night = nights.arrival; night < nights.departure; night = format(addDays(parseISO(night), 1), 'yyyy-MM-dd'))
    dates.push(night);
  return dates;
}

/**
 * Why a category-only booking cannot be held: on some night every room of the category in service is taken by a
 * stay, a room's reservation, or out of order, or already promised to other category-only reservations.
 */
function categoryConflict(booking: Booking, held: Holdings): string | null {
  const rooms = held.rooms.filter((room) => room.active && room.category === booking.category);
  const others = held.reservations.filter(
    (other) =>
      other.status === 'BOOKED' &&
      !other.room &&
      other.category === booking.category &&
      other.reservationId !== booking.reservationId,
  );
  for (const night of eachNight(booking)) {
    const one: Nights = { arrival: night, departure: format(addDays(parseISO(night), 1), 'yyyy-MM-dd') };
    const free = rooms.filter((room) => roomConflict({ ...booking, ...one }, room, held) === null).length;
    const promised = others.filter((other) => nightsOverlap(one, other)).length;
    if (free - promised < 1)
      return `No ${held.categoryName(booking.category)} room is free on the night of ${formatDate(night)}.`;
  }
  return null;
}

/**
 * Why a reservation cannot hold what it asks for (null: it can): its room, when it names one, must be of its
 * category, in service, and not held over any of its nights by an open stay, another booked reservation or an
 * out-of-order window; a category-only booking needs a room of the category free every night.
 */
export function reservationConflict(booking: Booking, held: Holdings): string | null {
  if (!booking.room) return categoryConflict(booking, held);
  const room = held.rooms.find((row) => row.roomNo === booking.room);
  if (!room || !room.active) return `Room ${booking.room} is not in service.`;
  if (room.category !== booking.category)
    return `Room ${room.roomNo} is a ${held.categoryName(room.category)} room, not ${held.categoryName(booking.category)}.`;
  return roomConflict(booking, room, held);
}
