import { checkinProblems, guestProblems } from '../../checkin/domain/checkin-rules';
import type { CheckinCategory, CheckinRoom } from '../../checkin/domain/checkin-types';
import type { GuestDetails, Reservation } from '../../domain/stay-types';

const STATUS_WORDS: Record<string, string> = {
  DIRTY: 'dirty',
  OCCUPIED: 'occupied',
  OUT_OF_ORDER: 'out of order',
  INACTIVE: 'not in use',
};

/** The rooms the hotel would check in now: each must be vacant clean (room status VACANT) with no stay in it. */
export interface RoomsNow {
  status: ReadonlyMap<string, string>; // room number -> rooms master status
  occupied: ReadonlySet<string>; // rooms with an open stay
}

/**
 * The rooms of `wanted` that cannot be checked in now, named with why ("203 (dirty), 305 (occupied)"), or null
 * when every one is vacant clean. A room asked twice is named too.
 */
export function roomsNotReady(wanted: readonly string[], now: RoomsNow): string | null {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const room of wanted) {
    const status = now.status.get(room);
    if (seen.has(room)) problems.push(`${room} (chosen twice)`);
    else if (status === undefined) problems.push(`${room} (no such room)`);
    else if (now.occupied.has(room)) problems.push(`${room} (occupied)`);
    else if (status !== 'VACANT') problems.push(`${room} (${STATUS_WORDS[status] ?? status.toLowerCase()})`);
    seen.add(room);
  }
  if (problems.length === 0) return null;
  return `${problems.length === 1 ? 'Room' : 'Rooms'} ${problems.join(', ')} ${problems.length === 1 ? 'is' : 'are'} not vacant clean`;
}

export type CheckInPlan = { refusal: string } | { rooms: Reservation[] };

/**
 * Checking in a booked group: every BOOKED reservation of the group, on or after its arrival date and before its
 * departure, each room vacant clean. Any room not ready refuses the whole group (named), so nothing is half done.
 */
export function planGroupCheckIn(
  groupName: string,
  reservations: readonly Reservation[],
  today: string,
  now: RoomsNow,
): CheckInPlan {
  const booked = reservations
    .filter((row) => row.status === 'BOOKED')
    .sort((a, b) => a.room.localeCompare(b.room, undefined, { numeric: true }));
  if (booked.length === 0) return { refusal: `Group ${groupName} has no booked room to check in.` };
  const early = booked.filter((row) => row.arrival > today);
  if (early.length > 0)
    return {
      refusal: `Group ${groupName} arrives on ${early[0]!.arrival}: it can be checked in from that day (the hotel date is ${today}).`,
    };
  const over = booked.filter((row) => row.departure <= today);
  if (over.length > 0)
    return {
      refusal: `The booking of room ${over.map((row) => row.room).join(', ')} ended on ${over[0]!.departure}: change the group's departure first (Modify group).`,
    };
  const notReady = roomsNotReady(
    booked.map((row) => row.room),
    now,
  );
  if (notReady)
    return {
      refusal: `${notReady}: nothing was checked in. Have them cleaned (Housekeeping) or change the rooms, then check the group in.`,
    };
  return { rooms: booked };
}

/** One room of a group to check in: its guest (the leader's full particulars, or a member's), party and plan. */
export interface RoomToCheckIn {
  room: string;
  guest: GuestDetails;
  adults: number;
  children: number;
  mealPlan: string;
  reservationId: string;
  roomRate: number; // the booking's rate, else the category's
  leader: boolean;
}

/**
 * The leader checks in as a full guest when the particulars are complete (ID, address), else quick (completed later);
 * members quick.
 */
export const kindFor = (room: Pick<RoomToCheckIn, 'guest' | 'leader'>): 'GUEST' | 'QUICK' =>
  room.leader && Object.keys(guestProblems(room.guest, 'GUEST')).length === 0 ? 'GUEST' : 'QUICK';

export interface CheckInFacts {
  today: string;
  departure: string;
  rooms: readonly CheckinRoom[];
  categories: readonly CheckinCategory[];
}

/**
 * Every check the check-in makes, run over all the group's rooms before any is written (so a group is checked in
 * whole or not at all): first the rooms not vacant clean, all named; then each room's own problems, prefixed by it.
 */
export function groupCheckInRefusal(wanted: readonly RoomToCheckIn[], facts: CheckInFacts): string | null {
  if (wanted.length === 0) return 'There is no room to check in.';
  const status = new Map(
    facts.rooms.map((room) => [room.roomNo, room.active || room.status === 'OUT_OF_ORDER' ? room.status : 'INACTIVE']),
  );
  const notReady = roomsNotReady(
    wanted.map((row) => row.room),
    { status, occupied: new Set(facts.rooms.filter((room) => room.occupiedBy).map((room) => room.roomNo)) },
  );
  if (notReady) return `${notReady}: nothing was checked in.`;
  for (const row of wanted) {
    const room = facts.rooms.find((candidate) => candidate.roomNo === row.room);
    const problems = checkinProblems({
      kind: kindFor(row),
      guest: row.guest,
      roomNo: row.room,
      room,
      category: facts.categories.find((category) => category.code === room?.category),
      arrivalDate: facts.today,
      departure: facts.departure,
      adults: row.adults,
      children: row.children,
      extraBeds: 0,
      roomRate: row.roomRate,
      complimentary: '',
      advance: 0,
    });
    const first = Object.values(problems);
    if (first.length > 0)
      return `Room ${row.room} (${row.guest.name || 'no name'}): ${first.join(' ')} Nothing was checked in.`;
  }
  return null;
}
