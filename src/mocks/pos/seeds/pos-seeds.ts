import { AGENTS } from '../../../modules/pos/resources/agents';
import { CUSTOMER_GROUPS } from '../../../modules/pos/resources/customer-groups';
import { CUSTOMERS } from '../../../modules/pos/resources/customers';
import { DELIVERY_BOYS } from '../../../modules/pos/resources/delivery-boys';
import { ITEM_GROUPS } from '../../../modules/pos/resources/item-groups';
import { ITEMS } from '../../../modules/pos/resources/items';
import { KOT_GROUPS } from '../../../modules/pos/resources/kot-groups';
import { NC_DEPARTMENTS } from '../../../modules/pos/resources/nc-departments';
import { ONLINE_OUTLETS } from '../../../modules/pos/resources/online-outlets';
import { ONLINE_PRICE_LISTS } from '../../../modules/pos/resources/online-price-lists';
import { OUTLETS } from '../../../modules/pos/resources/outlets';
import { PRICE_LISTS } from '../../../modules/pos/resources/price-lists';
import { SALE_TAXES } from '../../../modules/pos/resources/sale-taxes';
import { TABLES } from '../../../modules/pos/resources/tables';
import { TAX_ASSIGNINGS } from '../../../modules/pos/resources/tax-assignings';
import { WAITERS } from '../../../modules/pos/resources/waiters';
import { SALE_TYPES } from '../../../modules/pos/stock-sales/resources/sale-types';
import type { SeedSet } from '../../core/seeds/seed-set';
import { agentSeed } from './agents';
import { CUSTOMER_GROUP_SEED } from './customer-groups';
import { customerSeed } from './customers';
import { deliveryBoySeed } from './delivery-boys';
import { itemGroupSeed } from './item-groups';
import { itemSeed } from './items';
import { kotGroupSeed } from './kot-groups';
import { ncDepartmentSeed } from './nc-departments';
import { onlineOutletSeed } from './online-outlets';
import { onlinePriceListSeed } from './online-price-lists';
import { outletSeed } from './outlets';
import { priceListSeed } from './price-lists';
import { SALE_TAX_SEED } from './sale-taxes';
import { SALE_TYPE_SEED } from './sale-types';
import { tableSeed } from './tables';
import { taxAssigningSeed } from './tax-assignings';
import { waiterSeed } from './waiters';

/**
 * Starting records of the point-of-sale masters: a restaurant's, hotel's or take-away's dishes, tables and
 * waiters for food companies, a supermarket's counters and shelves for retail, a staff canteen for the rest.
 */
export const POS_SEEDS: readonly SeedSet[] = [
  { resource: ITEM_GROUPS, rows: itemGroupSeed },
  { resource: KOT_GROUPS, rows: kotGroupSeed },
  { resource: SALE_TAXES, rows: () => SALE_TAX_SEED },
  { resource: ITEMS, rows: itemSeed },
  { resource: OUTLETS, rows: outletSeed },
  { resource: PRICE_LISTS, rows: priceListSeed },
  { resource: NC_DEPARTMENTS, rows: ncDepartmentSeed },
  { resource: TAX_ASSIGNINGS, rows: taxAssigningSeed },
  { resource: WAITERS, rows: waiterSeed },
  { resource: TABLES, rows: tableSeed },
  { resource: DELIVERY_BOYS, rows: deliveryBoySeed },
  { resource: SALE_TYPES, rows: () => SALE_TYPE_SEED },
  { resource: CUSTOMER_GROUPS, rows: () => CUSTOMER_GROUP_SEED },
  { resource: AGENTS, rows: agentSeed },
  { resource: CUSTOMERS, rows: customerSeed },
  { resource: ONLINE_OUTLETS, rows: onlineOutletSeed },
  { resource: ONLINE_PRICE_LISTS, rows: onlinePriceListSeed },
];
