import type { Bill } from '../../../../kits/billing/domain/bill-types';
import type { ShopOrderStatus, ShopPayment, ShopPrepaidMode } from '../../../../kits/storefront/store-types';

/**
 * Online orders (e-commerce): the wire shapes and every route, in one place. The contract has no e-commerce
 * API (01-pos.md "Not public"), so these are ours, in the family's convention: POST api/<Controller>/<Action>,
 * the staff's calls carry `usr` and answer a TransactionResult `{ result: 'OK' | the refusal, ... }`.
 * Money travels as rupees with two decimals (computed in paise, src/lib/money); quantities are whole pieces.
 * The shop (src/modules/shop/store) has its own view of the public routes' shapes; the order's statuses and ways of
 * paying are the storefront kit's (src/kits/storefront/store-types.ts), one list for both sides.
 */

/**
 * NEW → ACCEPTED → PREPARING → READY → DISPATCHED → DELIVERED → BILLED; or REJECTED, RETURNED, FAILED
 * (order-status.ts).
 */
export type OnlineOrderStatus = ShopOrderStatus;

/** Cash on delivery (the delivery boy collects it), or paid at checkout by UPI or card (its reference kept). */
export type OnlinePayment = ShopPayment;
export type PrepaidMode = ShopPrepaidMode;

export interface OnlineOrderLine {
  lineId: string;
  itemId: string;
  itemName: string;
  qty: number; // whole pieces, 1 to 99
  rate: number; // rupees as the online price list shows it (tax included when the list says so)
  amount: number; // rate x qty
}

export interface OnlineOrderEvent {
  status: OnlineOrderStatus;
  at: string; // ISO
  user: string; // 'shop' for the customer
  reason: string;
}

export interface OnlineOrder {
  recordId: number;
  seq: string; // ONL<yy>-NNNNNN, per financial year
  orderId: string; // made by the shop, the customer's key to the order
  dat: string; // yyyy-MM-dd, the day it was placed (it is priced as of that day)
  placedAt: string; // ISO
  onlineOutlet: string; // pos.online-outlets code (WEB)
  onlineOutletName: string;
  outlet: string; // the POS outlet that fulfils and bills it (the online outlet's "fulfilled by")
  customerName: string;
  phone: string; // 10 digits
  address: string;
  notes: string;
  lines: OnlineOrderLine[];
  priceList: string; // the online price list the rates came from
  taxInclusive: boolean; // its rates include tax (the bill prices them at their pre-tax equivalent)
  total: number; // payable: the bill's total as priced at the outlet (taxes, round-off)
  payment: OnlinePayment;
  prepaidMode: PrepaidMode | ''; // '' for cash on delivery
  payReference: string; // the UPI or card reference of a prepaid order
  status: OnlineOrderStatus;
  reason: string; // why it was rejected, returned or failed
  deliveryBoy: string;
  deliveryBoyName: string;
  billNo: number | null; // the engine Bill, once made
  billSeq: string;
  history: OnlineOrderEvent[];
}

/** A status move (SetOnlineOrderStatus): the reason is required for REJECTED, RETURNED and FAILED. */
export interface StatusMoveInput {
  recordId: number;
  status: OnlineOrderStatus;
  detail: string;
}

export interface OnlineOrderAnswer {
  result: string;
  order?: OnlineOrder;
}

/** BillOnlineOrder's answer: the order (BILLED) and its settled bill, with what its print needs. */
export interface OnlineBillAnswer {
  result: string;
  order?: OnlineOrder;
  bill?: Bill;
  print?: { outletName: string; gstin: string };
}

export const ONLINE_ORDER_ENDPOINTS = {
  /**
   * Staff: `{ frmDate, toDate, usr }` (dd-MMM-yyyy) → OnlineOrder[] placed in the period, with every order not yet
   * finished.
   */
  list: 'api/POSOnlineOrders/GetOnlineOrders',
  /**
   * Staff: `{ recordId, status, detail, usr }` → OnlineOrderAnswer (Orders: accept, reject, preparing, ready;
   * Dispatches: dispatch, delivered, returned, failed).
   */
  status: 'api/POSOnlineOrders/SetOnlineOrderStatus',
  /**
   * Staff (Dispatches): `{ recordId, deliveryBoy, usr }` → OnlineOrderAnswer: who takes it out (until it is
   * dispatched).
   */
  deliveryBoy: 'api/POSOnlineOrders/SetOnlineDeliveryBoy',
  /**
   * Staff (Billing): `{ recordId, billId, usr }` → OnlineBillAnswer: the delivered order billed once and settled (COD
   * in cash, prepaid in its mode); a billed order answers its bill again (to print it).
   */
  bill: 'api/POSOnlineOrders/BillOnlineOrder',
  /** Staff (the e-commerce dashboard): `{ usr }` → DashboardData (online-dashboard-figures.ts). */
  dashboard: 'api/POSOnlineOrders/GetOnlineDashboard',
  /** Public: `{}` → ShopFront[] (the stores the demo backend hosts: the e-commerce companies). */
  shops: 'api/ShopOnline/GetShops',
  /** Public: `{ shop, outlet }` → the store's front: its online outlet, items and rates, today's banners. */
  front: 'api/ShopOnline/GetShopFront',
  /**
   * Public: `{ shop, outlet, lines: [{ item, qty }] }` → `{ result, lines, total }`: the basket priced as the order
   * will be.
   */
  quote: 'api/ShopOnline/GetShopQuote',
  /**
   * Public: `{ shop, order: { orderId, outlet, lines, customerName, phone, address, notes, payment, prepaidMode,`
   * `payReference, expectedTotal } }` → `{ result, order }`.
   */
  place: 'api/ShopOnline/SetShopOrder',
  /** Public: `{ shop, orderIds }` → the customer's orders (each by the orderId the shop made), newest first. */
  mine: 'api/ShopOnline/GetShopOrders',
} as const;

/** The query-cache key of the staff's online-order reads. */
export const ONLINE_ORDERS_KEY = 'pos.online-orders';
