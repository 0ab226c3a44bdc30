import { HttpResponse } from 'msw';
import type { GuestDetails, Reservation } from '../../../modules/frontoffice/domain/stay-types';
import { planGroupCheckIn, type RoomToCheckIn } from '../../../modules/frontoffice/groups/domain/group-checkin-plan';
import type { DemoSession } from '../../core/sessions/auth';
import { refusal } from '../fo-session';
import { hotelDate, openStays, roomRows } from '../fo-store';
import { checkInGroupRooms } from './group-checkin';
import { groupFacts } from './group-read';
import type { GroupBooking } from './group-store';
import { blankGuest } from '../../../modules/frontoffice/domain/blank-guest';

/** A reservation's guest as booked with the group, else what the reservation itself holds. */
function bookedGuest(row: Reservation, booking: GroupBooking | undefined): GuestDetails {
  return booking?.guests[row.reservationId] ?? blankGuest({ name: row.guestName, mobile: row.mobile });
}

/** Check in the group (inside foWrite): every booked room of the group on its arrival date, all or none. */
export async function checkInBookedGroup(session: DemoSession, groupId: string): Promise<Response> {
  const { companyCode } = session;
  const facts = await groupFacts(companyCode, groupId);
  if (!facts) return refusal(`There is no group ${groupId}.`);
  if (facts.group.status === 'CLOSED') return refusal(`Group ${facts.group.name} is closed.`);
  const [today, rooms, open] = await Promise.all([
    hotelDate(companyCode),
    roomRows(companyCode),
    openStays(companyCode),
  ]);
  const plan = planGroupCheckIn(facts.group.name, facts.reservations, today, {
    status: new Map(rooms.map((row) => [String(row.roomNo), String(row.status ?? 'VACANT')])),
    occupied: new Set(open.map((stay) => stay.room)),
  });
  if ('refusal' in plan) return refusal(plan.refusal);
  const wanted = plan.rooms.map(
    (row): RoomToCheckIn => ({
      room: row.room,
      guest: bookedGuest(row, facts.booking),
      adults: row.adults,
      children: row.children,
      mealPlan: row.mealPlan,
      reservationId: row.reservationId,
      roomRate: row.roomRate,
      leader: !facts.group.leaderStayNo && row.reservationId === facts.booking?.leaderReservationId,
    }),
  );
  const done = await checkInGroupRooms(session, facts.group, wanted);
  if (typeof done === 'string') return refusal(done);
  return HttpResponse.json({ result: 'OK', seq: groupId, stays: done.stays.map((stay) => stay.stayNo) });
}
