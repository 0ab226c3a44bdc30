import type { OrderHead, LineExtras } from './order-types';

/**
 * The restaurant billing wire shapes (contract 01-pos gives routes and bodies; the answers are ours, in the
 * family's convention). Money travels as rupees with two decimals and is computed in paise (src/lib/money);
 * quantities carry up to three decimals.
 */

export type SettleMode = 'CASH' | 'CARD' | 'UPI' | 'CREDIT' | 'ROOM';

export const SETTLE_MODES: readonly SettleMode[] = ['CASH', 'CARD', 'UPI', 'CREDIT', 'ROOM'];

export type DiscountInput = { kind: 'PERCENT'; percent: number } | { kind: 'AMOUNT'; amount: number };

export interface MakeBillInput {
  tableno: string;
  restacode: string;
  billId: string; // client-made, the Idempotency-Key
  kotIds: string[]; // the KOTs the cashier saw: a bill waits (409) until all have arrived
  discount?: DiscountInput;
  discountReason?: string;
  ncDepartment?: string; // a non-chargeable bill
  /** Split by items: each part the order lines (and quantities) of one bill; absent: one bill. */
  parts?: { lineId: string; qty: number }[][];
  /** A counter order's head as the cashier has it now (its customer decides the offers). */
  order?: OrderHead;
  /** The customer offer the cashier's bill shows (absent: none); the backend refuses the bill when it cannot be had. */
  offer?: string;
}

/** A customer offer a bill got: a discount over the bill, or free lines at rate 0 (`free`), with what it took off. */
export interface BillOffer {
  code: string;
  name: string;
  kind: string;
  discount: number; // rupees
  free: boolean;
}

/** A bill line that is one part of a combo: the combo's order line and what it sold at. */
export interface ComboOf {
  lineId: string;
  itemId: string;
  name: string;
  qty: number;
  rate: number;
}

export interface BillTaxRow {
  component: string;
  percent: number;
  taxable: number;
  amount: number;
}

export interface BillLine extends LineExtras {
  lineId: string;
  itemId: string;
  itemName: string;
  qty: number;
  rate: number;
  amount: number;
  discount: number;
  serviceCharge: number;
  taxable: number;
  taxCode: string;
  tax: number;
  /** Part of a combo: the combo's line (its amount is this part's share of the combo's price). */
  combo?: ComboOf;
}

export type BillKind = 'NORMAL' | 'NC' | 'VOID';

export type BillStatus = 'UNSETTLED' | 'SETTLED' | 'VOID';

export interface Tender {
  mode: SettleMode;
  amount: number; // rupees of the bill this tender pays
  tendered?: number; // cash handed over (change = tendered - amount)
  reference?: string; // card slip or UPI reference
  customer?: string; // CREDIT
  room?: string; // ROOM
}

export interface Bill {
  billNo: number; // per billing group, the record id
  seq: string; // printed number, e.g. DN26-000123
  billId: string;
  /**
   * Which bill of its billId's split it is (0 for a bill made whole), so a part made offline can be settled before it
   * has a number.
   */
  part?: number;
  outlet: string;
  tableNo: string;
  waiter: string;
  covers: number;
  dat: string;
  time: string;
  user: string;
  kind: BillKind;
  status: BillStatus;
  ncDepartment: string;
  voidReason: string;
  discountPercent: number;
  discountReason: string;
  serviceChargePercent: number;
  lines: BillLine[];
  subTotal: number;
  discount: number;
  /** A customer offer's discount over the bill (its free lines are lines at 0 instead). */
  offerDiscount?: number;
  offer?: BillOffer;
  serviceCharge: number;
  taxes: BillTaxRow[];
  taxTotal: number;
  roundOff: number;
  total: number; // payable (0 for NC and void bills)
  value: number; // what the food was worth before an NC or void (= total for normal bills)
  kotIds: string[];
  tenders: Tender[];
  settledAt: string;
  settleId: string;
  printCount: number;
  /** A counter order's token and head. */
  token?: number;
  order?: OrderHead;
}

export interface BillAnswer {
  result: string;
  bills?: Bill[];
}

export interface SettleInput {
  billno: number;
  settlemode: SettleMode | 'SPLIT';
  settleId: string;
  billId?: string; // when the bill was made offline and its number is not known yet
  part?: number; // with billId: which bill of a split
  tenders: Tender[];
}

export interface SettleAnswer {
  result: string;
  bill?: Bill;
  change?: number;
}
