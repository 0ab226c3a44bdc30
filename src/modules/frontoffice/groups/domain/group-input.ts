import { isForeignNational, type GuestDetails, type Reservation } from '../../domain/stay-types';
import type { ForeignDetails, GroupMode, GroupRoomLine } from './groups-types';

/** Problems by field: 'name', 'leader.mobile', 'lines.2.guestName'...; empty when the input is good. */
export type GroupErrors = Record<string, string>;

export interface GroupInputContext {
  today: string; // hotel date
  rooms: ReadonlyMap<string, { occupancy: number }>;
  mealPlans: ReadonlySet<string>;
}

const MOBILE = /^[6-9][0-9]{9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const blank = (text: string) => text.trim() === '';

const FOREIGN_NEEDS: readonly [keyof ForeignDetails, string][] = [
  ['passportNo', 'the passport number'],
  ['passportExpiry', 'the passport\u2019s expiry date'],
  ['visaNo', 'the visa number'],
  ['visaType', 'the visa type (e.g. Tourist, Business, e-Visa)'],
  ['visaExpiry', 'the visa\u2019s expiry date'],
  ['arrivedInIndia', 'the date of arrival in India'],
  ['arrivedFrom', 'the port of arrival in India'],
];

/** A foreign national's C-Form data (as check-in asks it), keyed under `prefix`; `who` starts each message. */
function foreignErrors(prefix: string, who: string, details: ForeignDetails, arrival: string): GroupErrors {
  const errors: GroupErrors = {};
  for (const [field, what] of FOREIGN_NEEDS) if (blank(details[field])) errors[`${prefix}${field}`] = `${who}: a foreign national needs ${what}`;
  if (DATE.test(arrival)) {
    if (details.passportExpiry && details.passportExpiry < arrival) errors[`${prefix}passportExpiry`] = `${who}: the passport expires before the arrival`;
    if (details.visaExpiry && details.visaExpiry < arrival) errors[`${prefix}visaExpiry`] = `${who}: the visa expires before the arrival`;
  }
  return errors;
}

/**
 * The group's leader: name, a 10-digit mobile (the group's contact), nationality; a foreign national's passport,
 * visa and arrival in India. The ID document and address may wait (the leader's stay is then a quick check-in).
 */
export function leaderErrors(leader: GuestDetails, arrival: string): GroupErrors {
  const errors: GroupErrors = {};
  if (blank(leader.name)) errors['leader.name'] = "Enter the leader's name";
  if (!MOBILE.test(leader.mobile.trim())) errors['leader.mobile'] = "Enter the leader's 10-digit mobile number, e.g. 9829041236";
  if (blank(leader.nationality)) errors['leader.nationality'] = "Enter the leader's nationality: Indian, or e.g. British";
  return isForeignNational(leader.nationality) ? { ...errors, ...foreignErrors('leader.', 'The leader', leader, arrival) } : errors;
}

/** The rooms of a group (new, or rooms added): each a known room once, a guest's name, at least one adult within the room's occupancy, a meal plan. */
export function roomLineErrors(lines: readonly GroupRoomLine[], context: GroupInputContext, arrival: string, leaderRoom = ''): GroupErrors {
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
    else if (!Number.isInteger(line.children) || line.children < 0) errors[key('children')] = `${where}: children must be 0 or more`;
    else if (room && line.adults + line.children > room.occupancy) errors[key('adults')] = `${where} takes ${room.occupancy} guests at most`;
    if (!context.mealPlans.has(line.mealPlan)) errors[key('mealPlan')] = `${where}: choose a meal plan`;
    if (line.room !== leaderRoom || !leaderRoom) {
      if (blank(line.guestName)) errors[key('guestName')] = `${where}: enter the guest's name`;
      if (blank(line.nationality)) errors[key('nationality')] = `${where}: enter the guest's nationality`;
      else if (isForeignNational(line.nationality)) Object.assign(errors, foreignErrors(`lines.${index}.foreign.`, where, line.foreign, arrival));
    }
  });
  if (lines.length === 0) errors.lines = 'Add the rooms of the group';
  return errors;
}

/** Arrival and departure: a booking arrives today or later, a check-in now arrives on the hotel date; departure after arrival. */
export function dateErrors(mode: GroupMode, arrival: string, departure: string, today: string): GroupErrors {
  const errors: GroupErrors = {};
  if (!DATE.test(arrival)) errors.arrival = 'Enter the arrival date';
  else if (mode === 'CHECK_IN' && arrival !== today) errors.arrival = `A group checked in now arrives on the hotel date, ${today}`;
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
export function newGroupErrors(input: NewGroupInput, context: GroupInputContext & { billTo: ReadonlySet<string> }): GroupErrors {
  const errors: GroupErrors = input.name.trim() ? {} : { name: "Enter the group's name" };
  Object.assign(errors, leaderErrors(input.leader, input.arrival), dateErrors(input.mode, input.arrival, input.departure, context.today));
  Object.assign(errors, roomLineErrors(input.lines, context, input.arrival, input.leaderRoom));
  if (input.lines.length === 1) errors.lines = 'A group takes at least two rooms: check one room in at Check-in';
  if (!input.leaderRoom || !input.lines.some((line) => line.room === input.leaderRoom)) errors.leaderRoom = "Choose the leader's room among the group's rooms";
  if (input.billTo && !context.billTo.has(input.billTo)) errors.billTo = 'Bill to a company or agent of the customers list, or let the leader pay';
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
    const booked = reservations.find((row) => row.room === room && row.status === 'BOOKED' && row.arrival < departure && arrival < row.departure);
    if (booked) return [`${room} (booked ${booked.arrival} to ${booked.departure}, ${booked.reservationId})`];
    const stay = stays.find((row) => row.room === room && row.departure > arrival);
    return stay ? [`${room} (occupied until ${stay.departure})`] : [];
  });
  if (clashes.length === 0) return null;
  return `${clashes.length === 1 ? 'Room' : 'Rooms'} ${clashes.join(', ')} ${clashes.length === 1 ? 'is' : 'are'} not free for ${arrival} to ${departure}`;
}

/** Modify group: a name, a leader among its rooms in house (a booked group has none yet), a departure after the arrival and not before the hotel date. */
export function modifyErrors(input: { name: string; leaderStayNo: string; departure: string }, group: { arrival: string; booked: boolean; inHouse: ReadonlySet<string> }, today: string): GroupErrors {
  const errors: GroupErrors = {};
  if (!input.name.trim()) errors.name = "Enter the group's name";
  if (!group.booked && !group.inHouse.has(input.leaderStayNo)) errors.leaderStayNo = "Choose the leader among the group's rooms in house";
  if (!DATE.test(input.departure)) errors.departure = 'Enter the departure date';
  else if (input.departure <= group.arrival) errors.departure = `The departure must be after the arrival, ${group.arrival}`;
  else if (input.departure < today) errors.departure = `The departure cannot be before the hotel date, ${today}`;
  return errors;
}
