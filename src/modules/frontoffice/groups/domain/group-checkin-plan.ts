import type { Reservation } from '../../domain/stay-types';

const STATUS_WORDS: Record<string, string> = { DIRTY: 'dirty', OCCUPIED: 'occupied', OUT_OF_ORDER: 'out of order' };

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
export function planGroupCheckIn(groupName: string, reservations: readonly Reservation[], today: string, now: RoomsNow): CheckInPlan {
  const booked = reservations.filter((row) => row.status === 'BOOKED').sort((a, b) => a.room.localeCompare(b.room, undefined, { numeric: true }));
  if (booked.length === 0) return { refusal: `Group ${groupName} has no booked room to check in.` };
  const early = booked.filter((row) => row.arrival > today);
  if (early.length > 0) return { refusal: `Group ${groupName} arrives on ${early[0]!.arrival}: it can be checked in from that day (the hotel date is ${today}).` };
  const over = booked.filter((row) => row.departure <= today);
  if (over.length > 0) return { refusal: `The booking of room ${over.map((row) => row.room).join(', ')} ended on ${over[0]!.departure}: change the group's departure first (Modify group).` };
  const notReady = roomsNotReady(booked.map((row) => row.room), now);
  if (notReady) return { refusal: `${notReady}: nothing was checked in. Have them cleaned (Housekeeping) or change the rooms, then check the group in.` };
  return { rooms: booked };
}
