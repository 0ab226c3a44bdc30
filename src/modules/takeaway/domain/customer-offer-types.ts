import type { FieldOption } from '../../../engine/resource';
import type { Paise } from '../../../lib/money/money';

export type OfferKind = 'BUY_X_GET_Y' | 'PERCENT_ABOVE' | 'AMOUNT_ABOVE' | 'FIRST_ORDER';

export const OFFER_KINDS: readonly FieldOption[] = [
  { value: 'BUY_X_GET_Y', label: 'Buy X, get Y free' },
  { value: 'PERCENT_ABOVE', label: 'Percent off above a bill value' },
  { value: 'AMOUNT_ABOVE', label: 'Amount off above a bill value' },
  { value: 'FIRST_ORDER', label: 'First order' },
];

/**
 * A customer offer as the master stores it and `GetCustomerOffers` answers it: money in rupees (two
 * decimals), empty numbers null, an empty outlet list meaning every outlet.
 */
export interface CustomerOffer {
  code: string;
  name: string;
  kind: OfferKind;
  buyItem: string;
  buyQty: number | null;
  getItem: string;
  getQty: number | null;
  percent: number | null;
  amount: number | null; // rupees
  minBill: number | null; // rupees, the bill before tax
  perCustomer: number; // times one customer may have it; 0 = no limit
  validFrom: string; // yyyy-MM-dd
  validUntil: string; // yyyy-MM-dd, the last day; '' = no end
  active: boolean;
  outlets: readonly { outlet: string }[];
}

/** The bill an offer is judged on: its lines at their rates in paise, the subtotal before tax, where and when. */
export interface OfferBill {
  lines: readonly { itemId: string; qty: number; rate: Paise }[];
  subTotal: Paise;
  outlet: string;
  date: string; // yyyy-MM-dd, the bill's business date
}

/** The customer on the bill (null: not known): orders before this one and how often each offer was had. */
export interface OfferCustomer {
  code: string;
  ordersBefore: number;
  usedOffers: Readonly<Record<string, number>>;
}

/** An offer that applies to a bill, with what it takes off. */
export interface AppliedOffer {
  code: string;
  name: string;
  kind: OfferKind;
  discount: Paise;
  /** Buy X get Y: the units of the free item given free (0 for the other kinds). */
  freeQty: number;
  /** Whether having it counts against the customer's per-customer limit. */
  limited: boolean;
}

/** What an offer does to a bill: its discount, or why it does not apply (shown when a cashier asks for it). */
export type OfferVerdict = { applies: true; offer: AppliedOffer } | { applies: false; reason: string };
