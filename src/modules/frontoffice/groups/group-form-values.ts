import { isForeignNational, type GuestDetails } from '../domain/stay-types';
import {
  NO_FOREIGN_DETAILS,
  type ForeignDetails,
  type GroupMode,
  type GroupRoomLine,
  type NewGroupHeader,
} from './domain/groups-types';
import { blankGuest } from '../domain/blank-guest';

/** A room line as typed (numbers as text until sent). */
export interface RoomLineValues {
  room: string;
  guestName: string;
  nationality: string;
  foreign: ForeignDetails;
  adults: string;
  children: string;
  mealPlan: string;
}

/** The new group form as typed: the first room line is the leader's room. */
export interface NewGroupValues {
  name: string;
  mode: GroupMode;
  leader: GuestDetails;
  billTo: string;
  arrival: string;
  departure: string;
  remarks: string;
  lines: RoomLineValues[];
}

export const emptyGuest = (): GuestDetails => blankGuest();

export const emptyLine = (mealPlan = 'EP'): RoomLineValues => ({
  room: '',
  guestName: '',
  nationality: 'Indian',
  foreign: NO_FOREIGN_DETAILS,
  adults: '1',
  children: '0',
  mealPlan,
});

export const emptyGroup = (today: string): NewGroupValues => ({
  name: '',
  mode: 'BOOK',
  leader: emptyGuest(),
  billTo: '',
  arrival: today,
  departure: '',
  remarks: '',
  lines: [emptyLine(), emptyLine()],
});

const foreignOf = (guest: GuestDetails): ForeignDetails => ({
  passportNo: guest.passportNo,
  passportExpiry: guest.passportExpiry,
  visaNo: guest.visaNo,
  visaType: guest.visaType,
  visaExpiry: guest.visaExpiry,
  arrivedInIndia: guest.arrivedInIndia,
  arrivedFrom: guest.arrivedFrom,
});

const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A typed line as sent: numbers as numbers (NaN when not one, which the rules refuse), foreign details only for a
 * foreign national.
 */
export const lineOf = (line: RoomLineValues): GroupRoomLine => ({
  room: line.room,
  guestName: line.guestName.trim(),
  nationality: line.nationality.trim(),
  foreign: isForeignNational(line.nationality) ? line.foreign : NO_FOREIGN_DETAILS,
  adults: count(line.adults),
  children: count(line.children),
  mealPlan: line.mealPlan,
});

/** The new group as sent: the first room is the leader's. */
export function newGroupBody(
  values: NewGroupValues,
  today: string,
): { header: NewGroupHeader; lines: GroupRoomLine[] } {
  const { leader } = values;
  // The first room is the leader's: its guest is the leader.
  const lines = values.lines.map((line, index) =>
    lineOf(
      index === 0
        ? { ...line, guestName: leader.name, nationality: leader.nationality, foreign: foreignOf(leader) }
        : line,
    ),
  );
  return {
    header: {
      name: values.name.trim(),
      mode: values.mode,
      leader,
      leaderRoom: lines[0]?.room ?? '',
      billTo: values.billTo,
      arrival: values.mode === 'CHECK_IN' ? today : values.arrival,
      departure: values.departure,
      remarks: values.remarks.trim(),
    },
    lines,
  };
}
