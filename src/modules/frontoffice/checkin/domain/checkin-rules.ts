import { formatDate } from '../../../../lib/format/date-format';
import { isForeignNational, type Companion, type GuestDetails, type StayKind } from '../../domain/stay-types';
import type { CheckinCategory, CheckinRoom } from './checkin-types';

/**
 * The rules of a check-in, pure, run by the form and by the demo backend alike. Problems are keyed by the
 * field they are shown beside (`guest.passportNo`, `adults`...): a problem names what is wrong and how to mend it.
 */
export type Problems = Record<string, string>;

export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
export const MOBILE_MESSAGE = 'Use a 10-digit mobile number, e.g. 9829041236';
/** Extra beds a room takes at most (beyond its category's occupancy), where the category offers any. */
export const MAX_EXTRA_BEDS = 2;

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/**
 * The most characters each of the guest's text fields keeps: a name longer than a line breaks the banner and the card.
 */
export const GUEST_LENGTHS: Readonly<Partial<Record<keyof GuestDetails, number>>> = {
  name: 80,
  mobile: 15,
  email: 100,
  idNumber: 30,
  nationality: 40,
  address: 250,
  city: 60,
  country: 60,
  passportNo: 20,
  visaNo: 30,
  visaType: 30,
  arrivedFrom: 60,
  nextDestination: 60,
};

/** The problem of a text longer than its field keeps, or null. */
export function lengthProblem(text: string | null | undefined, most: number): string | null {
  const length = (text ?? '').length;
  return length > most ? `Keep it within ${most} characters (${length.toLocaleString('en-IN')} given).` : null;
}

function guestLengthProblems(guest: GuestDetails): Problems {
  const problems: Problems = {};
  for (const [field, most] of Object.entries(GUEST_LENGTHS) as [keyof GuestDetails, number][]) {
    const problem = lengthProblem(guest[field] as string | undefined, most);
    if (problem) problems[`guest.${field}`] = problem;
  }
  return problems;
}

/** The ID document's number, where its type has a known shape (Aadhaar 12 digits, PAN ABCDE1234F). */
function idNumberProblem(idType: GuestDetails['idType'], idNumber: string): string | null {
  if (blank(idNumber)) return 'Enter the ID document\u2019s number.';
  const compact = idNumber.replace(/\s+/g, '').toUpperCase();
  if (idType === 'AADHAAR' && !/^[0-9]{12}$/.test(compact))
    return 'An Aadhaar number has 12 digits, e.g. 4821 7730 1943.';
  if (idType === 'PAN' && !/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(compact))
    return 'A PAN has five letters, four digits and a letter, e.g. ABCDE1234F.';
  return null;
}

/**
 * What a foreign national must give (the C-Form's data): passport number and expiry, visa number, type and expiry,
 * the date and port of arrival in India. With the arrival date, also that the passport and visa are still valid and
 * the arrival in India is not after it.
 */
export function foreignGuestProblems(guest: GuestDetails, arrivalDate = ''): Problems {
  if (!isForeignNational(guest.nationality)) return {};
  const problems: Problems = {};
  const need = (field: keyof GuestDetails, what: string) => {
    if (blank(guest[field])) problems[`guest.${field}`] = `A foreign national needs ${what}.`;
  };
  need('passportNo', 'the passport number');
  need('passportExpiry', 'the passport\u2019s expiry date');
  need('visaNo', 'the visa number');
  need('visaType', 'the visa type (e.g. Tourist, Business, e-Visa)');
  need('visaExpiry', 'the visa\u2019s expiry date');
  need('arrivedInIndia', 'the date of arrival in India');
  need('arrivedFrom', 'the port of arrival in India (e.g. Delhi (IGI Airport))');
  if (arrivalDate) {
    if (guest.passportExpiry && guest.passportExpiry < arrivalDate)
      problems['guest.passportExpiry'] = `The passport expired on ${formatDate(guest.passportExpiry)}.`;
    if (guest.visaExpiry && guest.visaExpiry < arrivalDate)
      problems['guest.visaExpiry'] = `The visa expired on ${formatDate(guest.visaExpiry)}.`;
    if (guest.arrivedInIndia && guest.arrivedInIndia > arrivalDate)
      problems['guest.arrivedInIndia'] =
        `The arrival in India cannot be after the check-in (${formatDate(arrivalDate)}).`;
  }
  return problems;
}

/**
 * The guest's details a way in needs: every way the name, a 10-digit mobile and the nationality (and a foreign
 * national's passport and visa); a full check-in also the ID document and the address (a quick check-in takes them
 * later, in Change details; a house guest gives an ID if one is typed).
 */
export function guestProblems(guest: GuestDetails, kind: StayKind, arrivalDate = ''): Problems {
  const problems: Problems = {};
  if (blank(guest.name)) problems['guest.name'] = 'Enter the guest\u2019s name.';
  if (!MOBILE_PATTERN.test(guest.mobile.trim())) problems['guest.mobile'] = MOBILE_MESSAGE;
  if (blank(guest.nationality)) problems['guest.nationality'] = 'Enter the nationality: Indian, or e.g. British.';
  if (!blank(guest.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(guest.email.trim()))
    problems['guest.email'] = 'Use an email address, e.g. guest@example.in';
  const idTyped = !blank(guest.idNumber) || guest.idType !== '';
  if (kind === 'GUEST' || idTyped) {
    if (guest.idType === '') problems['guest.idType'] = 'Choose the ID document shown.';
    const idProblem = idNumberProblem(guest.idType, guest.idNumber);
    if (idProblem) problems['guest.idNumber'] = idProblem;
  }
  if (kind === 'GUEST' && blank(guest.address)) problems['guest.address'] = 'Enter the guest\u2019s address.';
  return { ...problems, ...foreignGuestProblems(guest, arrivalDate), ...guestLengthProblems(guest) };
}

/**
 * Why a room cannot take a check-in now (occupied, out of order, not clean, unknown), or null when it is vacant and
 * clean.
 */
export function roomRefusal(roomNo: string, room: CheckinRoom | undefined): string | null {
  if (blank(roomNo)) return 'Choose a vacant clean room.';
  if (!room || (!room.active && room.status !== 'OUT_OF_ORDER'))
    return `Room ${roomNo} is not a room of this hotel in use.`;
  if (room.occupiedBy || room.status === 'OCCUPIED')
    return `Room ${roomNo} is occupied${room.occupiedBy ? ` (${room.occupiedBy})` : ''}: choose a vacant clean room.`;
  if (room.status === 'OUT_OF_ORDER') return `Room ${roomNo} is out of order: choose a vacant clean room.`;
  if (room.status !== 'VACANT')
    return `Room ${roomNo} is not clean yet (vacant dirty): housekeeping must mark it clean first.`;
  return null;
}

/** How many guests a room of the category takes with the extra beds asked for. */
export const capacityOf = (category: Pick<CheckinCategory, 'occupancy'>, extraBeds: number) =>
  category.occupancy + extraBeds;

/** Adults (at least one), children and extra beds within the category's occupancy plus the extra beds it allows. */
export function occupancyProblems(
  party: { adults: number; children: number; extraBeds: number },
  category: CheckinCategory | undefined,
): Problems {
  const problems: Problems = {};
  if (!Number.isInteger(party.adults) || party.adults < 1) problems.adults = 'At least one adult checks in.';
  if (!Number.isInteger(party.children) || party.children < 0)
    problems.children = 'Children: a whole number, 0 or more.';
  if (!Number.isInteger(party.extraBeds) || party.extraBeds < 0)
    problems.extraBeds = 'Extra beds: a whole number, 0 or more.';
  if (!category || Object.keys(problems).length > 0) return problems;
  if (party.extraBeds > 0 && category.extraBed <= 0) problems.extraBeds = `${category.name} rooms take no extra bed.`;
  else if (party.extraBeds > MAX_EXTRA_BEDS) problems.extraBeds = `At most ${MAX_EXTRA_BEDS} extra beds go in a room.`;
  const most = capacityOf(category, Math.min(party.extraBeds, category.extraBed > 0 ? MAX_EXTRA_BEDS : 0));
  const guests = party.adults + party.children;
  if (guests > most) {
    const beds = most - category.occupancy;
    problems.adults =
      beds > 0
        ? `${category.name} rooms take ${category.occupancy} guests and ${beds} more on extra beds: ${most} at most, ${guests} given (adults and children).`
        : `${category.name} rooms take ${category.occupancy} guests: ${guests} given (adults and children).`;
  }
  return problems;
}

/** The expected departure: a date after the arrival's. */
export function departureProblem(arrivalDate: string, departure: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(departure)) return 'Enter the expected departure date.';
  if (departure <= arrivalDate) return `The expected departure must be after the arrival (${formatDate(arrivalDate)}).`;
  return null;
}

/** The room rate a night: more than nothing for a paying stay. */
export function roomRateProblem(kind: StayKind, roomRate: number): string | null {
  if (kind === 'HOUSE') return null;
  if (!Number.isFinite(roomRate) || roomRate <= 0)
    return 'The room rate must be more than zero (a free stay is a house guest).';
  return null;
}

export interface CheckinFacts {
  kind: StayKind;
  guest: GuestDetails;
  roomNo: string;
  room: CheckinRoom | undefined;
  category: CheckinCategory | undefined;
  arrivalDate: string;
  departure: string;
  adults: number;
  children: number;
  extraBeds: number;
  roomRate: number;
  complimentary: string;
  advance: number; // rupees, 0 none
}

/** Every problem of a check-in, each beside its field (the room's state beside the room). */
export function checkinProblems(facts: CheckinFacts): Problems {
  const problems: Problems = {
    ...guestProblems(facts.guest, facts.kind, facts.arrivalDate),
    ...occupancyProblems(facts, facts.category),
  };
  const room = roomRefusal(facts.roomNo, facts.room);
  if (room) problems.room = room;
  const departure = departureProblem(facts.arrivalDate, facts.departure);
  if (departure) problems.departure = departure;
  const rate = roomRateProblem(facts.kind, facts.roomRate);
  if (rate) problems.roomRate = rate;
  if (facts.kind === 'HOUSE' && blank(facts.complimentary))
    problems.complimentary = 'Say why the stay is free (e.g. complimentary for the owner\u2019s guest, staff on duty).';
  if (!Number.isFinite(facts.advance) || facts.advance < 0) problems.advanceAmount = 'The advance cannot be negative.';
  return problems;
}

/**
 * The details of a stay in the room (Change details): the guest as its way in needs (a quick check-in may stay
 * incomplete, see `detailsComplete`), the party within capacity, a departure not before the hotel date.
 */
export function stayDetailsProblems(facts: {
  kind: StayKind;
  guest: GuestDetails;
  arrivalDate: string;
  hotelDate: string;
  departure: string;
  adults: number;
  children: number;
  extraBeds: number;
  category: CheckinCategory | undefined;
}): Problems {
  const problems: Problems = {
    ...guestProblems(facts.guest, facts.kind, facts.arrivalDate),
    ...occupancyProblems(facts, facts.category),
  };
  const arrival = facts.arrivalDate.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(facts.departure)) problems.departure = 'Enter the expected departure date.';
  else if (facts.departure < facts.hotelDate)
    problems.departure = `The expected departure cannot be before the hotel date (${formatDate(facts.hotelDate)}).`;
  else if (facts.departure <= arrival)
    problems.departure = `The expected departure must be after the arrival (${formatDate(arrival)}).`;
  return problems;
}

/** Are the guest's details all a full check-in takes (a quick check-in's details then stop being pending)? */
export const detailsComplete = (guest: GuestDetails, arrivalDate = '') =>
  Object.keys(guestProblems(guest, 'GUEST', arrivalDate)).length === 0;

/**
 * Companions within the room's capacity (the guest plus companions never more than it takes), each named; a foreign
 * companion shows a passport (ID document Passport and its number).
 */
export function companionProblems(
  companions: readonly Pick<Companion, 'name' | 'nationality' | 'idType' | 'idNumber'>[],
  capacity: number,
): Problems {
  const problems: Problems = {};
  companions.forEach((companion, index) => {
    if (blank(companion.name)) problems[`lines.${index}.name`] = 'Enter the companion\u2019s name.';
    const long = lengthProblem(companion.name, GUEST_LENGTHS.name!);
    if (long) problems[`lines.${index}.name`] = long;
    if (isForeignNational(companion.nationality) && (companion.idType !== 'PASSPORT' || blank(companion.idNumber))) {
      problems[`lines.${index}.idNumber`] =
        'A foreign companion shows a passport: choose Passport and enter its number.';
    }
  });
  if (companions.length + 1 > capacity)
    problems.lines = `The room takes ${capacity} guests: the guest and ${capacity - 1} companion${capacity - 1 === 1 ? '' : 's'} at most.`;
  return problems;
}
