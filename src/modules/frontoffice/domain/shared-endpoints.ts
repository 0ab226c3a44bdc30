import type { StayStatus } from './stay-types';

/** The reads every front office area shares: the open stays, and one stay's folio. */
export const FO_SHARED_ENDPOINTS = {
  /**
   * `{ detail?: 'ALL' }` → OpenStay[]: the stays in a room now (in house, or with the check-out half done); ALL adds
   * today's departed.
   */
  openStays: 'api/FOCheckins/GetFOOpenStays',
  /** `{ recordId: stayNo }` → Folio | null. */
  folio: 'api/FOFolios/GetFOFolio',
} as const;

export const FO_SHARED_KEY = 'frontoffice';

/** One open stay as pickers and lists show it. */
export interface OpenStay {
  stayNo: string;
  room: string;
  category: string;
  guestName: string;
  mobile: string;
  kind: 'GUEST' | 'QUICK' | 'HOUSE';
  status: StayStatus;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  groupId: string;
  billTo: string;
  balance: number; // rupees: debits - credits of the folio
}
