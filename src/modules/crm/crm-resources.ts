import type { ResourceDeclaration } from '../../engine/resource';
import { CONTACTS } from './resources/contacts';
import { CUSTOMER_GROUPS } from './resources/customer-groups';
import { CUSTOMERS } from './resources/customers';
import { DISCOUNT_LISTS } from './resources/discount-lists';
import { PRICE_LISTS } from './resources/price-lists';
import { TAXES } from './resources/taxes';

/** The CRM masters declared for the engine (and served by the demo backend's generic handlers). */
export const CRM_RESOURCES: readonly ResourceDeclaration[] = [
  CUSTOMER_GROUPS,
  PRICE_LISTS,
  DISCOUNT_LISTS,
  TAXES,
  CONTACTS,
  CUSTOMERS,
];
