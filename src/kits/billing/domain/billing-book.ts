import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { POS } from '../../../menus/catalogue/pos';
import { POS_BILLING_ENDPOINTS, POS_BILLING_KEY } from './pos-endpoints';

/** The routes one billing book is served on: the restaurant's (pos-endpoints) or another book's of the same shape. */
export type BillingEndpoints = { readonly [K in keyof typeof POS_BILLING_ENDPOINTS]: string };

/**
 * A billing book: one use of the billing kit (the restaurant's tables; the take-away counter's orders), with
 * its own routes, its own screens (whose codes grant the billing actions) and its own words. The terminal, the
 * dialogs and the demo backend's billing all take the book they serve; the bills of every book share one store.
 */
export interface BillingBook {
  /** 'restaurant', 'takeaway'... (the query-cache key and the outbox labels start with it). */
  name: string;
  /** How a bill is named in narrations and the audit trail: 'Restaurant bill', 'Take-away bill'. */
  billWord: string;
  /**
   * What the book bills: 'table' (a restaurant's) or 'order' (a counter's), in the words of the outbox and messages.
   */
  tableWord: string;
  /** Every read of this book hangs under this query-cache key (a settled bill refreshes them all). */
  key: string;
  endpoints: BillingEndpoints;
  /** The screens whose codes grant the billing actions (either grants each action). */
  screens: readonly ScreenDeclaration[];
  /**
   * Counter orders (take-away): each order is a pseudo table of its own with a token the backend numbers per
   * outlet and day on its first KOT; the KOT slips wait a moment for it.
   */
  tokens: boolean;
  /**
   * The make-bill dialog offers a non-chargeable bill and a split by items (table service does; a counter does not).
   */
  ncAndSplit: boolean;
}

/** The restaurant's table service (/pos/res-billing-classy and -stylish), on the routes of contract 01-pos. */
export const RESTAURANT_BOOK: BillingBook = {
  name: 'restaurant',
  billWord: 'Restaurant bill',
  tableWord: 'table',
  key: POS_BILLING_KEY,
  endpoints: POS_BILLING_ENDPOINTS,
  screens: [POS.resBillingClassy, POS.resBillingStylish],
  tokens: false,
  ncAndSplit: true,
};
