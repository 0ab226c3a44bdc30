import { CONTACTS } from '../../../modules/crm/resources/contacts';
import { CUSTOMER_GROUPS } from '../../../modules/crm/resources/customer-groups';
import { CUSTOMERS } from '../../../modules/crm/resources/customers';
import { DISCOUNT_LISTS } from '../../../modules/crm/resources/discount-lists';
import { PRICE_LISTS } from '../../../modules/crm/resources/price-lists';
import { TAXES } from '../../../modules/crm/resources/taxes';
import type { SeedSet } from '../../core/seeds/seed-set';
import { contactSeed } from './contacts';
import { customerGroupSeed } from './customer-groups';
import { customerSeed } from './customers';
import { discountListSeed } from './discount-lists';
import { priceListSeed } from './price-lists';
import { TAX_SEED } from './taxes';

/**
 * Starting records of the CRM masters: price and discount lists over each company's inventory items, its trade's
 * customers.
 */
export const CRM_SEEDS: readonly SeedSet[] = [
  { resource: PRICE_LISTS, rows: priceListSeed },
  { resource: DISCOUNT_LISTS, rows: discountListSeed },
  { resource: CUSTOMER_GROUPS, rows: customerGroupSeed },
  { resource: TAXES, rows: () => TAX_SEED },
  { resource: CONTACTS, rows: contactSeed },
  { resource: CUSTOMERS, rows: customerSeed },
];
