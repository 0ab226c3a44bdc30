import type { BillToCustomer } from '../../checkin/domain/checkin-types';
import type { Reservation, StayKind, StayStatus } from '../../domain/stay-types';

/**
 * The wire shapes of the room panel area: the panel, room status, housekeeping and reservations. Ours,
 * in the family's convention (POST only; reads `{ frmDate?, toDate?, detail?, usr }`, writes `{ header | lines,
 * traCheck, usr }`, answers `{ result: 'OK' | <refusal>, seq? }`). Imported by the client and the demo backend.
 */
export const PANEL_ENDPOINTS = {
  /** `{}` → PanelData: what roomTiles() needs. */
  panel: 'api/FORoomPanel/GetFORoomPanel',
  /** `{}` → PanelData, for the room status screen (its own right). */
  statusRooms: 'api/FORoomPanel/GetFORoomStatusRooms',
  /** `{ header: RoomStatusInput, traCheck: 2 }` → `{ result }`. */
  setStatus: 'api/FORoomPanel/SetFORoomStatus',
  /** `{}` → HousekeepingData: the rooms to clean. */
  housekeeping: 'api/FORoomPanel/GetFOHousekeeping',
  /** `{ lines: roomNo[], traCheck: 2 }` → `{ result }`: every room clean, or none. */
  markClean: 'api/FORoomPanel/SetFORoomsClean',
  /** `{ frmDate, toDate, detail: status | '' }` → Reservation[] arriving in the range (yyyy-MM-dd), earliest first. */
  reservations: 'api/FOReservations/GetFOReservations',
  /** `{ recordId: reservationId }` → ReservationRow | null. */
  reservation: 'api/FOReservations/GetFOReservation',
  /** `{}` → ReservationRequirements. */
  reservationRequirements: 'api/FOReservations/GetFOReservationRequirements',
  /**
   * `{ header: ReservationInput, traCheck: 1 | 2 }`, or `{ recordId, detail: reason, traCheck: 3 }` →
   * `{ result, seq }`.
   */
  saveReservation: 'api/FOReservations/SetFOReservation',
} as const;

/** The room master's `status` as the front office keeps it. */
export type RoomStatus = 'VACANT' | 'DIRTY' | 'OCCUPIED' | 'OUT_OF_ORDER';

export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
  VACANT: 'Vacant (clean)',
  DIRTY: 'Dirty',
  OCCUPIED: 'Occupied',
  OUT_OF_ORDER: 'Out of order',
};

/** One row of the rooms master, as the panel needs it. */
export interface PanelRoom {
  roomNo: string;
  category: string;
  floor: number;
  status: RoomStatus;
  active: boolean;
  outOfOrderReason: string;
  outOfOrderFrom: string; // yyyy-MM-dd, '' when not out of order
  outOfOrderTo: string;
}

/** A stay as the panel needs it: the open ones, and today's departed (for the departures count). */
export interface PanelStay {
  stayNo: string;
  room: string;
  guestName: string;
  kind: StayKind;
  status: StayStatus;
  arrival: string; // yyyy-MM-ddTHH:mm
  departure: string; // yyyy-MM-dd
  checkedOutAt: string;
}

/** A reservation as the panel needs it (BOOKED ones only). */
export type PanelReservation = Pick<
  Reservation,
  'reservationId' | 'guestName' | 'room' | 'category' | 'arrival' | 'departure' | 'status'
>;

export interface PanelCategory {
  code: string;
  name: string;
}

export interface PanelData {
  hotelDate: string;
  rooms: PanelRoom[];
  categories: PanelCategory[];
  stays: PanelStay[];
  reservations: PanelReservation[];
}

/** Room status: the room becomes clean, dirty, or out of order with a reason and dates. */
export interface RoomStatusInput {
  room: string;
  status: 'VACANT' | 'DIRTY' | 'OUT_OF_ORDER';
  reason: string;
  from: string;
  to: string;
}

/** A room housekeeping should see: dirty, or out of order past its end date. */
export interface HousekeepingRoom {
  roomNo: string;
  floor: number;
  category: string;
  status: 'DIRTY' | 'OUT_OF_ORDER';
  since: string; // yyyy-MM-ddTHH:mm:ss when it became so, '' unknown
  outOfOrderReason: string;
  outOfOrderTo: string;
}

export interface HousekeepingData {
  hotelDate: string;
  rooms: HousekeepingRoom[];
}

/** What a reservation is typed as (the server numbers it, stamps user and time, and keeps its status). */
export type ReservationInput = Pick<
  Reservation,
  | 'guestName'
  | 'mobile'
  | 'room'
  | 'category'
  | 'arrival'
  | 'departure'
  | 'adults'
  | 'children'
  | 'mealPlan'
  | 'roomRate'
  | 'billTo'
  | 'remarks'
> & { reservationId: string };

export interface ReservationRequirements {
  hotelDate: string;
  rooms: Array<Pick<PanelRoom, 'roomNo' | 'category' | 'floor' | 'status'>>;
  categories: Array<PanelCategory & { baseTariff: number; occupancy: number }>;
  mealPlans: Array<{ code: string; name: string }>;
  /** The companies and agents a stay may be billed to, as at check-in. */
  billTo: BillToCustomer[];
}

export const RESERVATION_STATUS_LABELS: Record<Reservation['status'], string> = {
  BOOKED: 'Booked',
  ARRIVED: 'Arrived',
  NO_SHOW: 'No-show',
  CANCELLED: 'Cancelled',
};

/** A stored reservation as listed: with why and when it was cancelled (kept, marked, never deleted). */
export type ReservationRow = Reservation & { cancelReason?: string; cancelledAt?: string; modifiedAt?: string };
