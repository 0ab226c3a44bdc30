import { DEPARTMENT_ITEMS } from '../../../modules/inventory/resources/department-items';
import { DEPARTMENTS } from '../../../modules/inventory/resources/departments';
import { FNB_SERVICE_ITEMS } from '../../../modules/inventory/resources/fnb-service-items';
import { FNB_SERVICES } from '../../../modules/inventory/resources/fnb-services';
import { ITEM_CATEGORIES } from '../../../modules/inventory/resources/item-categories';
import { ITEM_GROUPS } from '../../../modules/inventory/resources/item-groups';
import { ITEM_INGREDIENTS } from '../../../modules/inventory/resources/item-ingredients';
import { ITEMS } from '../../../modules/inventory/resources/items';
import { KITCHEN_ITEMS } from '../../../modules/inventory/resources/kitchen-items';
import { KITCHENS } from '../../../modules/inventory/resources/kitchens';
import { LOSS_TYPES } from '../../../modules/inventory/resources/loss-types';
import { OPENING_STOCK } from '../../../modules/inventory/resources/opening-stock';
import { SIMPLE_ITEMS } from '../../../modules/inventory/resources/simple-items';
import { STORES } from '../../../modules/inventory/resources/stores';
import { UNITS_OF_MEASURE } from '../../../modules/inventory/resources/units-of-measure';
import type { SeedSet } from '../../core/seeds/seed-set';
import { tradeProfile } from '../../core/company/trade-profile';
import { departmentItemSeed } from './department-items';
import { departmentSeed } from './departments';
import { fnbServiceItemSeed } from './fnb-service-items';
import { fnbServiceSeed } from './fnb-services';
import { itemCategorySeed } from './item-categories';
import { ITEM_GROUP_SEED } from '../../core/stock/seeds/item-groups';
import { itemIngredientSeed } from './item-ingredients';
import { itemSeed } from '../../core/stock/seeds/items';
import { kitchenItemSeed } from './kitchen-items';
import { kitchenSeed } from './kitchens';
import { lossTypeSeed } from './loss-types';
import { openingStockSeed } from './opening-stock';
import { simpleItemSeed } from './simple-items';
import { storeSeed } from './stores';
import { UNITS_OF_MEASURE_SEED } from './units-of-measure';

/** Starting records of the inventory masters: units for all, the rest from each company's trade (and edition). */
export const INVENTORY_SEEDS: readonly SeedSet[] = [
  { resource: UNITS_OF_MEASURE, rows: () => UNITS_OF_MEASURE_SEED },
  {
    resource: ITEM_GROUPS,
    rows: (company) => ITEM_GROUP_SEED[tradeProfile(company.pCode)].map((group) => ({ ...group, active: true })),
  },
  { resource: ITEMS, rows: (company) => itemSeed(tradeProfile(company.pCode)) },
  { resource: STORES, rows: storeSeed },
  { resource: OPENING_STOCK, rows: openingStockSeed },
  { resource: DEPARTMENTS, rows: departmentSeed },
  { resource: LOSS_TYPES, rows: lossTypeSeed },
  { resource: ITEM_CATEGORIES, rows: itemCategorySeed },
  { resource: SIMPLE_ITEMS, rows: simpleItemSeed },
  { resource: KITCHENS, rows: kitchenSeed },
  { resource: FNB_SERVICES, rows: fnbServiceSeed },
  { resource: DEPARTMENT_ITEMS, rows: departmentItemSeed },
  { resource: ITEM_INGREDIENTS, rows: itemIngredientSeed },
  { resource: KITCHEN_ITEMS, rows: kitchenItemSeed },
  { resource: FNB_SERVICE_ITEMS, rows: fnbServiceItemSeed },
];
