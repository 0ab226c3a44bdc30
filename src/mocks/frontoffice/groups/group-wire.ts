import {
  FO_MODES,
  ID_TYPES,
  type FoMode,
  type GuestDetails,
  type IdType,
} from '../../../modules/frontoffice/domain/stay-types';
import type {
  AddRoomsHeader,
  FinalCheckoutHeader,
  ForeignDetails,
  GroupMode,
  GroupRoomLine,
  LinkGroupHeader,
  ModifyGroupHeader,
  NewGroupHeader,
  PartCheckoutLine,
} from '../../../modules/frontoffice/groups/domain/groups-types';

/**
 * The group calls' bodies as sent, read defensively: text trimmed, unknown fields dropped, numbers as numbers (NaN when
 * not one).
 */
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value)).trim();
const whole = (value: unknown, fallback: number) =>
  value === undefined || value === null || value === '' ? fallback : Number(value);
const modeOf = (value: unknown): GroupMode => (text(value) === 'CHECK_IN' ? 'CHECK_IN' : 'BOOK');
const foMode = (value: unknown): FoMode =>
  FO_MODES.includes(text(value) as FoMode) ? (text(value) as FoMode) : 'CASH';

/** The named fields of a body part, each as trimmed text. */
const textsOf = <K extends string>(raw: Record<string, unknown>, fields: readonly K[]) =>
  Object.fromEntries(fields.map((field) => [field, text(raw[field])])) as Record<K, string>;

const GUEST_TEXT = [
  'guestId',
  'name',
  'mobile',
  'email',
  'idNumber',
  'nationality',
  'address',
  'city',
  'country',
  'passportExpiry',
  'visaType',
  'visaExpiry',
  'arrivedInIndia',
  'arrivedFrom',
  'nextDestination',
] as const;

export function guestOf(value: unknown): GuestDetails {
  const raw = record(value);
  const idType = text(raw.idType);
  return {
    ...textsOf(raw, GUEST_TEXT),
    idType: ID_TYPES.includes(idType as IdType) ? (idType as IdType) : '',
    passportNo: text(raw.passportNo).toUpperCase(),
    visaNo: text(raw.visaNo).toUpperCase(),
  };
}

const foreignOf = (value: unknown): ForeignDetails => {
  const guest = guestOf(value);
  return {
    passportNo: guest.passportNo,
    passportExpiry: guest.passportExpiry,
    visaNo: guest.visaNo,
    visaType: guest.visaType,
    visaExpiry: guest.visaExpiry,
    arrivedInIndia: guest.arrivedInIndia,
    arrivedFrom: guest.arrivedFrom,
  };
};

export const roomLinesOf = (value: unknown): GroupRoomLine[] =>
  list(value).map((item) => {
    const raw = record(item);
    return {
      room: text(raw.room),
      guestName: text(raw.guestName),
      nationality: text(raw.nationality),
      foreign: foreignOf(raw.foreign),
      adults: whole(raw.adults, 1),
      children: whole(raw.children, 0),
      mealPlan: text(raw.mealPlan),
    };
  });

export function newGroupOf(body: Record<string, unknown>): NewGroupHeader {
  const raw = record(body.header);
  return {
    name: text(raw.name),
    mode: modeOf(raw.mode),
    leader: guestOf(raw.leader),
    ...textsOf(raw, ['leaderRoom', 'billTo', 'arrival', 'departure', 'remarks']),
  };
}

export function modifyOf(body: Record<string, unknown>): ModifyGroupHeader {
  return textsOf(record(body.header), ['groupId', 'name', 'leaderStayNo', 'billTo', 'departure', 'remarks']);
}

export function linkOf(body: Record<string, unknown>): LinkGroupHeader {
  const raw = record(body.header);
  return {
    groupId: text(raw.groupId),
    stayNo: text(raw.stayNo),
    action: text(raw.action) === 'UNLINK' ? 'UNLINK' : 'LINK',
  };
}

export function addRoomsOf(body: Record<string, unknown>): AddRoomsHeader {
  const raw = record(body.header);
  return { groupId: text(raw.groupId), mode: modeOf(raw.mode) };
}

export const partGroupOf = (body: Record<string, unknown>): string => text(record(body.header).groupId);

export const partLinesOf = (value: unknown): PartCheckoutLine[] =>
  list(value).map((item) => {
    const raw = record(item);
    return { stayNo: text(raw.stayNo), how: text(raw.how) === 'LEADER' ? 'LEADER' : 'OWN', mode: foMode(raw.mode) };
  });

export function finalOf(body: Record<string, unknown>): FinalCheckoutHeader {
  const raw = record(body.header);
  return {
    groupId: text(raw.groupId),
    billing: text(raw.billing) === 'PER_ROOM' ? 'PER_ROOM' : 'ONE',
    mode: foMode(raw.mode),
  };
}
