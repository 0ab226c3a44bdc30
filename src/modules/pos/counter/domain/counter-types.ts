/**
 * Counter sales: a shop counter's bills, made and settled in one write. The real server has no
 * counter controller (contract 01-pos lists only the restaurant's client routes), so these shapes are ours, in
 * the family's convention: POST `api/<Controller>/<Action>`, bodies `{ header, lines, tenders, traCheck, usr }`,
 * answers `{ result: 'OK' | the refusal }`. Money travels as rupees with two decimals, quantities with three.
 * A counter bill is an engine `Bill` in the POS billing store with no table and no KOT, so returns, reports,
 * day close and the customers' ledger read it as they read a restaurant bill.
 */
import type { Bill, DiscountInput, SettleMode, Tender } from '../../../../kits/billing/domain/bill-types';
import type { BillingRequirements, NamedCode } from '../../../../kits/billing/domain/master-types';

/** Outlet types a counter bills in (the outlet master's "Billing counter"). */
export const COUNTER_OUTLET_TYPES: readonly string[] = ['COUNTER'];

/** A customer a sale may name (any active POS customer; credit needs one with a credit limit). */
export interface CounterCustomer extends NamedCode {
  mobile: string;
}

/** How an item is found at the counter besides its code: its barcodes (EAN-13, UPC...), one item each. */
export interface CounterCode {
  code: string; // the barcode as scanned
  item: string; // the POS item's code
}

/** Goods sold from stock: what the store holds now (a hint for the cashier; the server checks again). */
export interface CounterStock {
  item: string; // the POS item's code
  stockItem: string; // the inventory item it draws
  store: string;
  storeName: string;
  unit: string;
  onHand: number;
}

/**
 * Everything the counter needs (`CounterBillingRequirements`): the engine's billing requirements limited to
 * the user's counter outlets (so the engine's settle dialog and bill print work on it unchanged; no tables,
 * waiters or rooms), plus the barcodes, the stock of goods and every customer a sale may name.
 */
export interface CounterRequirements extends BillingRequirements {
  codes: CounterCode[];
  stock: CounterStock[];
  buyers: CounterCustomer[];
}

/** One line of a sale as sent: the item, quantity and (open-rate items only) the rate typed. */
export interface CounterLineInput {
  lineId: string; // client-made
  itemId: string;
  qty: number;
  rate?: number; // rupees; honoured only for items whose rate may be changed at billing
}

/** The header of a sale: who and where, the discount, and how it is paid. */
export interface CounterBillHeader {
  billId: string; // client-made, the Idempotency-Key: the same sale is made once
  outlet: string;
  customer: string; // '' = a walk-in customer
  discount?: DiscountInput;
  discountReason?: string;
  settlemode: SettleMode | 'SPLIT';
  settleId: string;
}

/** `setCounterBill` with traCheck 1: make the bill from the lines and settle it with the tenders, in one write. */
export interface CounterBillInput {
  header: CounterBillHeader;
  lines: CounterLineInput[];
  tenders: Tender[];
  traCheck: 1;
}

/** `setCounterBill` with traCheck 3: cancel a counter bill (its stock, customer ledger and voucher taken back). */
export interface CounterCancelInput {
  header: { billNo: number; reason: string };
  traCheck: 3;
}

/** What the counter keeps of a sale beside its bill (`pos.counter-sale`, keyed by the bill number). */
export interface CounterSale {
  billNo: number;
  seq: string;
  billId: string;
  outlet: string;
  dat: string;
  customer: string;
  customerName: string;
  /** Returns made against the bill (their numbers): a bill with one cannot be cancelled. */
  returns: string[];
  cancelledAt: string; // '' while the sale stands
  cancelledBy: string;
  cancelReason: string;
}

/** A counter bill as the sales list shows it: the bill with who bought it and what became of it. */
export interface CounterBill extends Bill {
  customer: string;
  customerName: string;
  returns: string[];
  cancelledAt: string;
  cancelReason: string;
}

export interface CounterBillAnswer {
  result: string;
  bill?: CounterBill;
  change?: number;
}
