import { RESTAURANT_BOOK } from '../../../kits/billing/domain/billing-book';
import type { ServerBillingBook } from './billing-book';
import { RESTAURANT_CATALOGUE } from './billing-masters';
import { deliveryTable } from './order-common';

/** The restaurant's billing book on the demo backend: its pos.* masters, tables and deliveries' pseudo tables. */
export const RESTAURANT_SERVER_BOOK: ServerBillingBook = {
  ...RESTAURANT_BOOK,
  catalogue: RESTAURANT_CATALOGUE,
  pseudoTable: deliveryTable,
};
