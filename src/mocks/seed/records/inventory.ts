import { ITEM_GROUPS } from '../../../modules/inventory/resources/item-groups';
import { ITEMS } from '../../../modules/inventory/resources/items';
import { UNITS_OF_MEASURE } from '../../../modules/inventory/resources/units-of-measure';
import type { SeedSet } from '../seed-set';
import { tradeProfile } from '../trade-profile';
import { ITEM_GROUP_SEED } from './inventory/item-groups';
import { itemSeed } from './inventory/items';
import { UNITS_OF_MEASURE_SEED } from './inventory/units-of-measure';

/** Starting records of the inventory masters: units for all, groups and items of each company's trade. */
export const INVENTORY_SEEDS: readonly SeedSet[] = [
  { resource: UNITS_OF_MEASURE, rows: () => UNITS_OF_MEASURE_SEED },
  { resource: ITEM_GROUPS, rows: (company) => ITEM_GROUP_SEED[tradeProfile(company.pCode)].map((group) => ({ ...group, active: true })) },
  { resource: ITEMS, rows: (company) => itemSeed(tradeProfile(company.pCode)) },
];
