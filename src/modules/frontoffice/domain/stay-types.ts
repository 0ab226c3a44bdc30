/**
 * The front office's wire shapes shared by every screen and the demo backend. The real server's front
 * office API is not public (contract 02-frontoffice.md): these are ours, in the family's convention (POST only,
 * `{ header, lines, traCheck, usr }` or `{ recordId | detail | frmDate | toDate }`, answers `{ result, seq? }`).
 * Amounts on the wire are rupees (numbers with at most two decimals); every sum goes through src/lib/money.
 * Dates are yyyy-MM-dd; times yyyy-MM-ddTHH:mm (the hotel's local time).
 */

/** How the guest came in: a full check-in, a quick one (details completed later), a house guest (no tariff). */
export type StayKind = 'GUEST' | 'QUICK' | 'HOUSE';

/** A stay's life: in the room; final bill prepared and not yet settled (a half-done check-out); left; cancelled. */
export type StayStatus = 'IN_HOUSE' | 'CHECKOUT_PENDING' | 'CHECKED_OUT' | 'CANCELLED';

export const ID_TYPES = ['AADHAAR', 'PASSPORT', 'DRIVING_LICENCE', 'VOTER_ID', 'PAN', 'OTHER'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** The nationality written for Indian citizens; any other value is a foreign national (C-Form, passport, visa). */
export const INDIAN = 'Indian';
export const isForeignNational = (nationality: string): boolean =>
  nationality.trim() !== '' && nationality.trim().toLowerCase() !== INDIAN.toLowerCase();

/** A guest's profile (master 'frontoffice.guests', key `guestId`), copied onto the stay as it was at check-in. */
export interface GuestDetails {
  guestId: string; // G00001...
  name: string;
  mobile: string;
  email: string;
  idType: IdType | '';
  idNumber: string;
  nationality: string; // 'Indian' or the country's nationality, e.g. 'British'
  address: string;
  city: string;
  country: string;
  // foreign nationals (required when nationality is not Indian)
  passportNo: string;
  passportExpiry: string; // yyyy-MM-dd
  visaNo: string;
  visaType: string; // e.g. 'Tourist', 'Business', 'e-Visa'
  visaExpiry: string;
  arrivedInIndia: string; // yyyy-MM-dd
  arrivedFrom: string; // port or city of arrival in India
  nextDestination: string;
}

/** Another person sharing the room (guest management). */
export interface Companion {
  name: string;
  age: number | null;
  relation: string;
  idType: IdType | '';
  idNumber: string;
  nationality: string;
}

/**
 * The tariff from a date on: the room's rate per night, the meal plan's charge per night for the stay's adults
 * and children, extra beds. A tariff change adds a slot; earlier nights keep the slot they fell in.
 */
export interface TariffSlot {
  from: string; // the first night (yyyy-MM-dd) this slot prices
  roomRate: number; // rupees per night, room only
  mealPlan: string; // meal plan code ('' none)
  mealRate: number; // rupees per night for the whole room (adults x adult rate + children x child rate)
  extraBeds: number;
  extraBedRate: number; // rupees per extra bed per night
  reason: string;
  user: string;
  at: string; // when the slot was written
}

/** A stay: one guest party in one room from check-in to check-out (key: `stayNo`, e.g. CHK26-11/0001). */
export interface Stay {
  stayNo: string;
  room: string;
  category: string;
  kind: StayKind;
  status: StayStatus;
  guest: GuestDetails;
  companions: Companion[];
  adults: number;
  children: number;
  arrival: string; // yyyy-MM-ddTHH:mm, the hotel business date's day
  departure: string; // expected departure date yyyy-MM-dd
  slots: TariffSlot[]; // oldest first; empty for a house guest
  billTo: string; // front office customer code billed (company / agent), '' none
  groupId: string; // '' when not in a group
  reservationId: string; // '' for a walk-in
  complimentary: string; // house guest: why (complimentary, staff use...)
  detailsPending: boolean; // quick check-in: the full details are still to be taken
  rooms: { room: string; from: string }[]; // every room the stay has been in, with the time it moved in
  checkedOutAt: string;
  cancelledAt: string;
  cancelReason: string;
  finalBill: string; // the final bill's number once prepared
  user: string;
  createdAt: string;
}

/**
 * What a folio line is. Debits: ROOM (a night's tariff), CHARGE (a posted charge), POS (a restaurant bill). Credits:
 * ADVANCE, PAYMENT, COMPANY (moved to a company's bill), ALLOWANCE. REFUND is a debit (money given back). TRANSFER
 * moves a balance between two folios of the guest ledger (a group member's to the leader's: a credit on one, the
 * same debit on the other; no voucher, both sides are the guest ledger).
 */
export type FolioKind =
  | 'ROOM'
  | 'CHARGE'
  | 'POS'
  | 'ADVANCE'
  | 'PAYMENT'
  | 'REFUND'
  | 'COMPANY'
  | 'ALLOWANCE'
  | 'TRANSFER';

/** One line of a stay's folio (records 'frontoffice.folio-lines', key `id`). */
export interface FolioLine {
  id: string;
  stayNo: string;
  dat: string; // the business date it belongs to
  at: string; // when it was written
  kind: FolioKind;
  head: string; // charge head code, 'ROOM', the POS outlet, or the settlement mode
  description: string;
  reference: string; // the night (ROOM), POS bill number, receipt or voucher number
  amount: number; // taxable value (debits) or the amount (credits), rupees
  cgst: number;
  sgst: number;
  debit: number; // amount + taxes for debits, 0 for credits
  credit: number;
  room: string; // the room the stay was in when it was written
  user: string;
  voucher: string; // the accounts voucher posted for it ('' when none: a POS line is posted by its bill)
  cancelled: boolean;
}

/** A folio as the screens get it: the stay, its lines (oldest first) and the balance still owed (debits - credits). */
export interface Folio {
  stay: Stay;
  lines: FolioLine[];
  balance: number;
}

/** How a front office payment is taken: the POS's own modes, or moved to a company's bill (bill to company). */
export type FoMode = 'CASH' | 'CARD' | 'UPI' | 'COMPANY';
export const FO_MODES: readonly FoMode[] = ['CASH', 'CARD', 'UPI', 'COMPANY'];

/**
 * A booking of a room (or a category) for a guest from a date (records 'frontoffice.reservations', key
 * `reservationId`).
 */
export interface Reservation {
  reservationId: string; // RSV26-11/0001
  guestName: string;
  mobile: string;
  room: string; // '' when only the category is held
  category: string;
  arrival: string; // yyyy-MM-dd
  departure: string;
  adults: number;
  children: number;
  mealPlan: string;
  roomRate: number;
  billTo: string;
  groupId: string;
  status: 'BOOKED' | 'ARRIVED' | 'NO_SHOW' | 'CANCELLED';
  stayNo: string; // the stay it became
  remarks: string;
  user: string;
  createdAt: string;
}

/**
 * A foreign national's C-Form (records 'frontoffice.cforms', key `cformNo`): due within the settings' hours of arrival.
 */
export interface CForm {
  cformNo: string; // CFM26-11/0001
  stayNo: string;
  room: string;
  guestName: string;
  nationality: string;
  passportNo: string;
  visaNo: string;
  // the hotel arrival time yyyy-MM-ddTHH:mm
  arrival: string;
  // arrival + cFormHours, yyyy-MM-ddTHH:mm
  dueBy: string;
  // CANCELLED: its check-in was cancelled before it was submitted (kept, marked)
  status: 'DUE' | 'SUBMITTED' | 'CANCELLED';
  submittedAt: string;
  submissionRef: string; // the reference the FRRO portal gave
  user: string;
}

/** A group: one booking over several rooms with one leader (records 'frontoffice.groups', key `groupId`). */
export interface StayGroup {
  groupId: string; // GRP26-11/0001
  name: string;
  leaderStayNo: string;
  billTo: string; // customer code, '' the leader pays
  arrival: string;
  departure: string;
  stayNos: string[]; // the stays linked now
  status: 'OPEN' | 'CLOSED';
  remarks: string;
  user: string;
  createdAt: string;
}
