import type { FoMode, FolioLine } from '../../domain/stay-types';

/**
 * The folio area's endpoints and wire shapes, ours in the family's convention: POST only, writes
 * `{ header, traCheck, usr }` or `{ recordId, detail }`, answered `{ result: 'OK' | <refusal>, seq? }`; reads
 * `{ recordId | frmDate | toDate }`. Amounts are rupees with at most two decimals; dates yyyy-MM-dd.
 */
export const FOLIO_ENDPOINTS = {
  /** `{}` → ChargeHead[]: the active post-charge heads. */
  chargeHeads: 'api/FOFolios/GetFOChargeHeads',
  /** `{ header: PostChargeInput, traCheck: 1 }` → `{ result, seq, line }`. */
  postCharge: 'api/FOFolios/SetFOPostCharge',
  /** `{ recordId: lineId, detail: reason }` → `{ result, line }`: a posted charge cancelled (kept, marked). */
  cancelCharge: 'api/FOFolios/CancelFOPostCharge',
  /** `{ recordId: stayNo }` → ChargeCancellation[]: why and by whom the stay's charges were cancelled. */
  cancellations: 'api/FOFolios/GetFOChargeCancellations',
  /** `{ header: MoneyInput, traCheck: 1 }` → `{ result, seq, line }`: an advance received (receipt FAR). */
  receiveAdvance: 'api/FOFolios/SetFOAdvance',
  /** `{ header: MoneyInput, traCheck: 3 }` → `{ result, seq, line }`: an advance refunded (FRF). */
  refundAdvance: 'api/FOFolios/SetFOAdvanceRefund',
  /** `{ frmDate, toDate }` (yyyy-MM-dd) → AdvanceRow[]: advances received and refunded in the period. */
  advances: 'api/FOFolios/GetFOAdvances',
  /** `{ recordId: lineId }` → `{ result, printCount }`: a receipt printed (7 the first time, 8 after). */
  printAdvance: 'api/FOFolios/PrintFOAdvance',
  /** `{}` → TariffRequirements. */
  tariffRequirements: 'api/FOFolios/GetFOTariffRequirements',
  /** `{ header: TariffChangeInput, traCheck: 1 }` → `{ result, slot }`. */
  tariffChange: 'api/FOFolios/SetFOTariffChange',
  /** `{}` → TransferRequirements. */
  transferRequirements: 'api/FOFolios/GetFORoomTransferRooms',
  /** `{ header: RoomTransferInput, traCheck: 1 }` → `{ result, room }`. */
  roomTransfer: 'api/FOFolios/SetFORoomTransfer',
} as const;

/** The folio area's own react-query keys sit under the front office's shared key (every write invalidates it). */
export const FOLIO_KEY = 'folio';

/** A post-charge head as the posting screen needs it (master 'frontoffice.post-charges'). */
export interface ChargeHead {
  code: string;
  name: string;
  taxPercent: number;
  sac: string;
  defaultAmount: number | null;
}

export interface PostChargeInput {
  stayNo: string;
  head: string;
  quantity: number; // up to 3 decimals, > 0
  rate: number; // rupees per unit, taxable
  narration: string;
}

export interface ChargeCancellation {
  lineId: string;
  reason: string;
  user: string;
  at: string;
}

/** Money in (an advance) or out (a refund) of a stay's folio. */
export interface MoneyInput {
  stayNo: string;
  mode: Exclude<FoMode, 'COMPANY'>;
  amount: number;
  narration: string;
}

export const MONEY_MODES: readonly MoneyInput['mode'][] = ['CASH', 'CARD', 'UPI'];
export const MODE_LABELS: Record<MoneyInput['mode'], string> = { CASH: 'Cash', CARD: 'Card', UPI: 'UPI' };

/** One advance received or refunded, with its stay and the receipt's print count. */
export interface AdvanceRow {
  line: FolioLine;
  guestName: string;
  printCount: number;
}

export interface NamedRate {
  code: string;
  name: string;
}

export interface TariffRequirements {
  hotelDate: string;
  mealPlans: (NamedRate & { adultRate: number; childRate: number | null })[];
  categories: (NamedRate & { baseTariff: number; extraBed: number })[];
}

export interface TariffChangeInput {
  stayNo: string;
  from: string;
  roomRate: number;
  mealPlan: string; // '' none
  extraBeds: number;
  reason: string;
}

export type RoomState = 'VACANT' | 'OCCUPIED' | 'DIRTY' | 'OUT_OF_ORDER';

export interface TransferRoom {
  roomNo: string;
  category: string;
  floor: number;
  status: RoomState;
  /** Why it cannot take a guest now ('' when it can): dirty, occupied, out of order, reserved for today. */
  problem: string;
}

export interface TransferRequirements {
  hotelDate: string;
  rooms: TransferRoom[];
  categories: (NamedRate & { baseTariff: number; extraBed: number })[];
}

export interface RoomTransferInput {
  stayNo: string;
  toRoom: string;
  applyTariff: boolean; // the new category's tariff from tonight (a new slot)
  reason: string;
}
