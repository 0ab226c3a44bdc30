import type { ResourceDeclaration } from '../../engine/resource';
import { DEPARTMENT_ITEMS } from './resources/department-items';
import { DEPARTMENTS } from './resources/departments';
import { FNB_SERVICE_ITEMS } from './resources/fnb-service-items';
import { FNB_SERVICES } from './resources/fnb-services';
import { ITEM_CATEGORIES } from './resources/item-categories';
import { ITEM_GROUPS } from './resources/item-groups';
import { ITEM_INGREDIENTS } from './resources/item-ingredients';
import { ITEMS } from './resources/items';
import { KITCHEN_ITEMS } from './resources/kitchen-items';
import { KITCHENS } from './resources/kitchens';
import { LOSS_TYPES } from './resources/loss-types';
import { OPENING_STOCK } from './resources/opening-stock';
import { SIMPLE_ITEMS } from './resources/simple-items';
import { STORES } from './resources/stores';
import { UNITS_OF_MEASURE } from './resources/units-of-measure';

/** The inventory masters declared for the engine (and served by the demo backend's generic handlers). */
export const INVENTORY_RESOURCES: readonly ResourceDeclaration[] = [
  UNITS_OF_MEASURE,
  STORES,
  ITEM_GROUPS,
  ITEMS,
  OPENING_STOCK,
  DEPARTMENTS,
  LOSS_TYPES,
  ITEM_CATEGORIES,
  SIMPLE_ITEMS,
  KITCHENS,
  FNB_SERVICES,
  DEPARTMENT_ITEMS,
  ITEM_INGREDIENTS,
  KITCHEN_ITEMS,
  FNB_SERVICE_ITEMS,
];
