import type { FoSettings } from '../../domain/fo-settings';
import type { CForm, Companion, GuestDetails, Reservation, Stay, StayKind } from '../../domain/stay-types';

/**
 * Check-in's wire (ours in the family's convention: POST only, answers `{ result: 'OK' | <refusal>, seq? }`).
 * One save for the three ways in (full, quick, house guest): `header.kind` picks the screen whose rights it needs.
 */
export const CHECKIN_ENDPOINTS = {
  /** `{ detail: CheckinScreenName }` → CheckinRequirements (the rights of that screen are checked). */
  requirements: 'api/FOCheckins/GetFOCheckinRequirements',
  /** `{ detail: mobile or ID / passport number }` → GuestDetails[] (at most 10). */
  guestMatches: 'api/FOCheckins/GetFOGuestMatches',
  /** `{ header: CheckinInput, traCheck: 1 }` → `{ result, seq: stayNo, stay, receipt, cformNo }`. */
  save: 'api/FOCheckins/SetFOCheckin',
  /** `{ header: StayDetailsInput, traCheck: 2 }` → `{ result, seq, cformNo }`. */
  changeDetails: 'api/FOCheckins/SetFOStayDetails',
  /** `{ recordId: stayNo, lines: Companion[], traCheck: 2 }`. */
  companions: 'api/FOCheckins/SetFOCompanions',
  /** `{ recordId: stayNo }` → RegistrationCard | null. */
  registrationCard: 'api/FOCheckins/GetFORegistrationCard',
  /** `{ recordId: stayNo }` → `{ result, copies }`: counts a print (the first needs print, later ones reprint). */
  printCard: 'api/FOCheckins/PrintFORegistrationCard',
  /** `{ recordId: stayNo, detail: reason, traCheck: 3 }` → `{ result, seq: refund number or '' }`. */
  cancel: 'api/FOCheckins/CancelFOCheckin',
  /** `{ recordId: stayNo }` → CForm | null. */
  cformOfStay: 'api/FOCForms/GetFOCFormOfStay',
  /** `{}` → CFormQueueRow[] (due first by due time, then the submitted). */
  cformQueue: 'api/FOCForms/GetFOCFormQueue',
  /** `{ recordId: cformNo, detail: the portal's reference, traCheck: 2 }`. */
  cformSubmit: 'api/FOCForms/SetFOCFormSubmitted',
} as const;

export const CHECKIN_KEY = 'checkin';

/** Which screen asks for the requirements (its read right is checked). */
export type CheckinScreenName =
  | 'checkIn'
  | 'quickCheckIn'
  | 'houseGuest'
  | 'changeDetails'
  | 'guestManagement'
  | 'cancelCheckIn';

export interface CheckinRoom {
  roomNo: string;
  category: string;
  floor: number;
  status: string; // rooms master status: VACANT (clean), DIRTY, OCCUPIED, OUT_OF_ORDER
  active: boolean;
  occupiedBy: string; // the open stay in it ('' none)
}

export interface CheckinCategory {
  code: string;
  name: string;
  baseTariff: number;
  extraBed: number;
  occupancy: number;
}

export interface CheckinMealPlan {
  code: string;
  name: string;
  adultRate: number;
  childRate: number | null;
}

export interface BillToCustomer {
  code: string;
  name: string;
  customerType: 'COMPANY' | 'AGENT';
}

export interface CheckinRequirements {
  hotelDate: string;
  settings: FoSettings;
  rooms: CheckinRoom[];
  categories: CheckinCategory[];
  mealPlans: CheckinMealPlan[];
  billTo: BillToCustomer[];
  reservations: Reservation[]; // booked, arriving on or before the hotel date and not yet departed
}

export type AdvanceMode = 'CASH' | 'CARD' | 'UPI';
export const ADVANCE_MODES: readonly AdvanceMode[] = ['CASH', 'CARD', 'UPI'];

/** What a check-in sends. `guest.guestId` '' makes a new guest in the guests master. */
export interface CheckinInput {
  kind: StayKind;
  guest: GuestDetails;
  room: string;
  departure: string; // yyyy-MM-dd
  adults: number;
  children: number;
  extraBeds: number;
  mealPlan: string; // '' none
  roomRate: number; // rupees per night, room only (the category's unless changed with the right)
  billTo: string;
  reservationId: string;
  groupId: string;
  complimentary: string; // house guest: why
  advance: { amount: number; mode: AdvanceMode; reference: string } | null;
}

/** The answer of a check-in that went through. */
export interface CheckinAnswer {
  result: 'OK';
  seq: string;
  stay: Stay;
  receipt: string; // the advance receipt's number, '' none
  cformNo: string; // '' none
}

/** Change details of a stay in the room. */
export interface StayDetailsInput {
  stayNo: string;
  guest: GuestDetails;
  departure: string;
  adults: number;
  children: number;
  billTo: string;
}

/** Everything the registration card prints. */
export interface RegistrationCard {
  hotel: { name: string; gstin: string; address: string };
  stay: Stay;
  categoryName: string;
  nightly: number; // rupees a night with GST, the first slot
  advance: number; // rupees, live advances less refunds
  printCount: number;
}

export interface CFormQueueRow extends CForm {
  hoursLeft: number; // whole hours to dueBy (negative: overdue)
}

export type { Companion };
