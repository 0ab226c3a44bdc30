import { nextFoNumber } from '../../../modules/frontoffice/domain/fo-numbers';
import type { GuestDetails, Reservation, StayGroup } from '../../../modules/frontoffice/domain/stay-types';
import type { RoomToCheckIn } from '../../../modules/frontoffice/groups/domain/group-checkin-plan';
import { memberGuest } from '../../../modules/frontoffice/groups/domain/group-input';
import type { GroupRoom, GroupRoomLine } from '../../../modules/frontoffice/groups/domain/groups-types';
import type { DemoSession } from '../../core/sessions/auth';
import { nowStamp } from '../fo-session';
import { reservationsOf, writeReservation } from '../fo-store';
import { groupBookingOf, writeGroupBooking } from './group-store';

export interface BookedRoom {
  line: GroupRoomLine;
  guest: GuestDetails;
}

/** Each line's guest: the leader's particulars in the leader's room, else the line's guest with the leader's mobile. */
export const guestsOf = (lines: readonly GroupRoomLine[], leader: GuestDetails, leaderRoom: string): BookedRoom[] =>
  lines.map((line) => ({ line, guest: line.room === leaderRoom ? leader : memberGuest(line, leader) }));

/** The rooms to check in now, at the catalogue's rate; `leaderRoom`'s guest checks in as the leader. */
export const roomsToCheckIn = (
  rooms: readonly BookedRoom[],
  catalogue: ReadonlyMap<string, GroupRoom>,
  leaderRoom = '',
): RoomToCheckIn[] =>
  rooms.map(({ line, guest }) => ({
    room: line.room,
    guest,
    adults: line.adults,
    children: line.children,
    mealPlan: line.mealPlan,
    reservationId: '',
    roomRate: catalogue.get(line.room)?.rate ?? 0,
    leader: leaderRoom !== '' && line.room === leaderRoom,
  }));

/**
 * Books rooms for a group: one BOOKED reservation per room (RSV numbers of the hotel date) at the category's rate from
 * `dates.arrival` to the group's departure, each room's guest kept in the group's booking record; `leaderRoom`'s
 * reservation is the leader's. Call inside foWrite.
 */
export async function bookRooms(
  session: DemoSession,
  group: StayGroup,
  rooms: readonly BookedRoom[],
  catalogue: ReadonlyMap<string, GroupRoom>,
  dates: { today: string; arrival: string },
  leaderRoom = '',
): Promise<Reservation[]> {
  const { companyCode } = session;
  const numbers = (await reservationsOf(companyCode)).map((row) => row.reservationId);
  const booking = (await groupBookingOf(companyCode, group.groupId)) ?? {
    groupId: group.groupId,
    leaderReservationId: '',
    guests: {},
  };
  const written: Reservation[] = [];
  for (const { line, guest } of rooms) {
    const reservationId = nextFoNumber('reservation', dates.today, numbers);
    numbers.push(reservationId);
    const room = catalogue.get(line.room);
    const row: Reservation = {
      reservationId,
      guestName: guest.name,
      mobile: guest.mobile,
      room: line.room,
      category: room?.category ?? '',
      arrival: dates.arrival,
      departure: group.departure,
      adults: line.adults,
      children: line.children,
      mealPlan: line.mealPlan,
      roomRate: room?.rate ?? 0,
      billTo: group.billTo,
      groupId: group.groupId,
      status: 'BOOKED',
      stayNo: '',
      remarks: `Group ${group.name} (${group.groupId})`,
      user: session.userName,
      createdAt: nowStamp(),
    };
    await writeReservation(companyCode, row);
    booking.guests[reservationId] = guest;
    if (line.room === leaderRoom) booking.leaderReservationId = reservationId;
    written.push(row);
  }
  await writeGroupBooking(companyCode, booking);
  return written;
}
