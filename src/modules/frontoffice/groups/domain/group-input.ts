import { isForeignNational, type GuestDetails, type Reservation } from '../../domain/stay-types';
import { foreignGuestProblems, guestProblems } from '../../checkin/domain/checkin-rules';
import { NO_FOREIGN_DETAILS, type GroupMode, type GroupRoomLine } from './groups-types';

/** Problems by field: 'name', 'leader.mobile', 'lines.2.guestName'...; empty when the input is good. */
export type GroupErrors = Record<string, string>;

export interface GroupInputContext {
  today: string; // hotel date
  rooms: ReadonlyMap<string, { occupancy: number }>;
  mealPlans: ReadonlySet<string>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const blank = (text: string) => text.trim() === '';
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Check-in's problems keyed 'guest.<field>' moved under `prefix`, each message after `who` (the check-in's own rules,
 * so a group passes check-in).
 */
const moved = (problems: Record<string, string>, prefix: string, who: string): GroupErrors =>
  Object.fromEntries(
    Object.entries(problems).map(([key, message]) => [
      `${prefix}${key.slice('guest.'.length)}`,
      who ? `${who}: ${lowerFirst(message)}` : message,
    ]),
  );

/**
 * The group's leader as a quick check-in needs the guest: name, a 10-digit mobile (the group's contact), nationality,
 * a foreign national's passport, visa and arrival in India; the ID document and address if typed (else taken later).
 */
export const leaderErrors = (leader: GuestDetails, arrival: string): GroupErrors =>
  moved(guestProblems(leader, 'QUICK', DATE.test(arrival) ? arrival : ''), 'leader.', 'The leader');

/**
 * A member room's guest as check-in takes it: the leader's mobile, the line's name, nationality and foreign details.
 */
export function memberGuest(
  line: GroupRoomLine,
  leader: Pick<GuestDetails, 'mobile' | 'city' | 'country'>,
): GuestDetails {
  return {
    guestId: '',
    name: line.guestName.trim(),
    mobile: leader.mobile,
    email: '',
    idType: '',
    idNumber: '',
    nationality: line.nationality.trim(),
    address: '',
    city: leader.city,
    country: leader.country,
    ...(isForeignNational(line.nationality) ? line.foreign : NO_FOREIGN_DETAILS),
    nextDestination: '',
  };
}

/**
 * The rooms of a group (new, or rooms added): each a known room once, a guest's name, at least one adult within the
 * room's occupancy, a meal plan.
 */
export function roomLineErrors(
  lines: readonly GroupRoomLine[],
  context: GroupInputContext,
  arrival: string,
  leaderRoom = '',
): GroupErrors {
  const errors: GroupErrors = {};
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const where = line.room ? `Room ${line.room}` : `Room line ${index + 1}`;
    const key = (field: string) => `lines.${index}.${field}`;
    const room = context.rooms.get(line.room);
    if (!line.room) errors[key('room')] = `${where}: choose a room`;
    else if (!room) errors[key('room')] = `${where} cannot be taken`;
    else if (seen.has(line.room)) errors[key('room')] = `${where} is chosen twice`;
    seen.add(line.room);
    if (!Number.isInteger(line.adults) || line.adults < 1) errors[key('adults')] = `${where}: at least one adult`;
    else if (!Number.isInteger(line.children) || line.children < 0)
      errors[key('children')] = `${where}: children must be 0 or more`;
    else if (room && line.adults + line.children > room.occupancy)
      errors[key('adults')] = `${where} takes ${room.occupancy} guests at most`;
    if (!context.mealPlans.has(line.mealPlan)) errors[key('mealPlan')] = `${where}: choose a meal plan`;
    if (line.room !== leaderRoom || !leaderRoom) {
      if (blank(line.guestName)) errors[key('guestName')] = `${where}: enter the guest's name`;
      if (blank(line.nationality)) errors[key('nationality')] = `${where}: enter the guest's nationality`;
      const guest = memberGuest(line, { mobile: '', city: '', country: '' });
      Object.assign(
        errors,
        moved(foreignGuestProblems(guest, DATE.test(arrival) ? arrival : ''), `lines.${index}.foreign.`, where),
      );
    }
  });
  if (lines.length === 0) errors.lines = 'Add the rooms of the group';
  return errors;
}

/**
 * Arrival and departure: a booking arrives today or later, a check-in now arrives on the hotel date; departure after
 * arrival.
 */
export function dateErrors(mode: GroupMode, arrival: string, departure: string, today: string): GroupErrors {
  const errors: GroupErrors = {};
  if (!DATE.test(arrival)) errors.arrival = 'Enter the arrival date';
  else if (mode === 'CHECK_IN' && arrival !== today)
    errors.arrival = `A group checked in now arrives on the hotel date, ${today}`;
  else if (arrival < today) errors.arrival = `The arrival cannot be before the hotel date, ${today}`;
  if (!DATE.test(departure)) errors.departure = 'Enter the departure date';
  else if (DATE.test(arrival) && departure <= arrival) errors.departure = 'The departure must be after the arrival';
  return errors;
}

export interface NewGroupInput {
  name: string;
  mode: GroupMode;
  leader: GuestDetails;
  leaderRoom: string;
  billTo: string;
  arrival: string;
  departure: string;
  lines: readonly GroupRoomLine[];
}

/** Everything wrong with a new group, by field (the form marks each; the server answers the first). */
export function newGroupErrors(
  input: NewGroupInput,
  context: GroupInputContext & { billTo: ReadonlySet<string> },
): GroupErrors {
  const errors: GroupErrors = input.name.trim() ? {} : { name: "Enter the group's name" };
  Object.assign(
    errors,
    leaderErrors(input.leader, input.arrival),
    dateErrors(input.mode, input.arrival, input.departure, context.today),
  );
  Object.assign(errors, roomLineErrors(input.lines, context, input.arrival, input.leaderRoom));
  if (input.lines.length === 1) errors.lines = 'A group takes at least two rooms: check one room in at Check-in';
  if (!input.leaderRoom || !input.lines.some((line) => line.room === input.leaderRoom))
    errors.leaderRoom = "Choose the leader's room among the group's rooms";
  if (input.billTo && !context.billTo.has(input.billTo))
    errors.billTo = 'Bill to a company or agent of the customers list, or let the leader pay';
  return errors;
}

/** The first problem, as the server refuses it. */
export const firstError = (errors: GroupErrors): string | null => Object.values(errors)[0] ?? null;

/**
 * A room already held for part of [arrival, departure): another booking of it, or a guest in it who leaves after
 * the group arrives. Answers the refusal naming the rooms, or null.
 */
export function bookingClashes(
  rooms: readonly string[],
  arrival: string,
  departure: string,
  reservations: readonly Pick<Reservation, 'room' | 'arrival' | 'departure' | 'status' | 'reservationId'>[],
  stays: readonly { room: string; departure: string }[],
): string | null {
  const clashes = rooms.flatMap((room) => {
    const booked = reservations.find(
      (row) => row.room === room && row.status === 'BOOKED' && row.arrival < departure && arrival < row.departure,
    );
    if (booked) return [`${room} (booked ${booked.arrival} to ${booked.departure}, ${booked.reservationId})`];
    const stay = stays.find((row) => row.room === room && row.departure > arrival);
    return stay ? [`${room} (occupied until ${stay.departure})`] : [];
  });
  if (clashes.length === 0) return null;
  return `${clashes.length === 1 ? 'Room' : 'Rooms'} ${clashes.join(', ')} ${clashes.length === 1 ? 'is' : 'are'} not free for ${arrival} to ${departure}`;
}

/**
 * Modify group: a name, a leader among its rooms in house (a booked group has none yet), a departure after the arrival
 * and not before the hotel date.
 */
export function modifyErrors(
  input: { name: string; leaderStayNo: string; departure: string },
  group: { arrival: string; booked: boolean; inHouse: ReadonlySet<string> },
  today: string,
): GroupErrors {
  const errors: GroupErrors = {};
  if (!input.name.trim()) errors.name = "Enter the group's name";
  if (!group.booked && !group.inHouse.has(input.leaderStayNo))
    errors.leaderStayNo = "Choose the leader among the group's rooms in house";
  if (!DATE.test(input.departure)) errors.departure = 'Enter the departure date';
  else if (input.departure <= group.arrival)
    errors.departure = `The departure must be after the arrival, ${group.arrival}`;
  else if (input.departure < today) errors.departure = `The departure cannot be before the hotel date, ${today}`;
  return errors;
}
