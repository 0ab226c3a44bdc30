import type { ResourceDeclaration } from '../../engine/resource';
import { AGENTS } from './resources/agents';
import { CUSTOMER_GROUPS } from './resources/customer-groups';
import { CUSTOMERS } from './resources/customers';
import { DELIVERY_BOYS } from './resources/delivery-boys';
import { ITEM_GROUPS } from './resources/item-groups';
import { ITEMS } from './resources/items';
import { KOT_GROUPS } from './resources/kot-groups';
import { NC_DEPARTMENTS } from './resources/nc-departments';
import { ONLINE_OUTLETS } from './resources/online-outlets';
import { ONLINE_PRICE_LISTS } from './resources/online-price-lists';
import { OUTLETS } from './resources/outlets';
import { PRICE_LISTS } from './resources/price-lists';
import { SALE_TAXES } from './resources/sale-taxes';
import { TABLES } from './resources/tables';
import { TAX_ASSIGNINGS } from './resources/tax-assignings';
import { WAITERS } from './resources/waiters';
import { SALE_TYPES } from './stock-sales/resources/sale-types';

/** The point-of-sale masters declared for the engine (and served by the demo backend's generic handlers). */
export const POS_RESOURCES: readonly ResourceDeclaration[] = [
  ITEM_GROUPS,
  ITEMS,
  OUTLETS,
  KOT_GROUPS,
  PRICE_LISTS,
  NC_DEPARTMENTS,
  SALE_TAXES,
  TAX_ASSIGNINGS,
  TABLES,
  WAITERS,
  DELIVERY_BOYS,
  SALE_TYPES,
  CUSTOMER_GROUPS,
  CUSTOMERS,
  AGENTS,
  ONLINE_OUTLETS,
  ONLINE_PRICE_LISTS,
];
