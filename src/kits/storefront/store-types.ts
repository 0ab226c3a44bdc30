/**
 * The shop's view of the public e-commerce calls (ours: the contract has none; the staff's side and every
 * route are written down in the point of sale's online-order-types.ts). No session: the body names the
 * store (`shop`, the company code). Money in rupees with two decimals; quantities are whole pieces.
 */

export const SHOP_ENDPOINTS = {
  /** `{}` → ShopSummary[]: the stores the backend hosts. */
  shops: 'api/ShopOnline/GetShops',
  /** `{ shop, outlet? }` → StoreFront (the store's website outlet unless one is named). */
  front: 'api/ShopOnline/GetShopFront',
  /** `{ shop, outlet, lines: BasketLine[] }` → StoreQuote: the basket priced as the order will be. */
  quote: 'api/ShopOnline/GetShopQuote',
  /**
   * `{ shop, order: PlaceOrderInput }` → `{ result, order: ShopOrder }`; the same orderId again answers the same order.
   */
  place: 'api/ShopOnline/SetShopOrder',
  /** `{ shop, orderIds }` → ShopOrder[]: the orders placed from this browser, newest first. */
  mine: 'api/ShopOnline/GetShopOrders',
} as const;

export interface ShopSummary {
  shop: number;
  name: string;
  city: string;
}

export interface StoreItem {
  code: string;
  name: string;
  group: string;
  groupName: string;
  rate: number; // rupees, as listed (tax included when the outlet says so)
}

export interface StoreBanner {
  code: string;
  title: string;
  picture: string; // a data URL, or '' (the banner shows its title alone)
  linkText: string;
}

export interface StoreFront {
  shop: ShopSummary;
  outlet: { code: string; name: string; minimumOrder: number; taxInclusive: boolean };
  items: StoreItem[];
  banners: StoreBanner[];
  today: string;
}

export interface BasketLine {
  item: string;
  qty: number;
}

export interface QuoteLine {
  item: string;
  name: string;
  qty: number;
  rate: number;
  amount: number;
}

export interface StoreQuote {
  result: string; // 'OK', or every problem of the basket
  lines: QuoteLine[];
  taxTotal: number; // included in the total
  roundOff: number;
  total: number; // what the order costs, to the rupee
}

export type ShopPayment = 'COD' | 'PREPAID';
export type ShopPrepaidMode = 'UPI' | 'CARD';

export interface PlaceOrderInput {
  orderId: string; // made here, once per checkout: a retry places the order once, and it is the customer's key to it
  outlet: string;
  lines: BasketLine[];
  customerName: string;
  phone: string;
  address: string;
  notes: string;
  payment: ShopPayment;
  prepaidMode: ShopPrepaidMode | '';
  payReference: string;
  expectedTotal: number; // the total the customer saw (and paid, when prepaid): a different one is refused
}

export type ShopOrderStatus =
  | 'NEW'
  | 'ACCEPTED'
  | 'REJECTED'
  | 'PREPARING'
  | 'READY'
  | 'DISPATCHED'
  | 'DELIVERED'
  | 'RETURNED'
  | 'FAILED'
  | 'BILLED';

export interface ShopOrder {
  orderId: string;
  seq: string;
  placedAt: string;
  outletName: string;
  customerName: string;
  address: string;
  lines: QuoteLine[];
  total: number;
  payment: ShopPayment;
  prepaidMode: ShopPrepaidMode | '';
  payReference: string;
  status: ShopOrderStatus;
  reason: string;
  deliveryBoyName: string;
  history: { status: ShopOrderStatus; at: string; reason: string }[];
}

export interface PlaceOrderAnswer {
  result: string;
  order?: ShopOrder;
}
