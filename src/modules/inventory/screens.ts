import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { INVENTORY } from '../../menus/catalogue/inventory';
import { INVENTORY_RESOURCES } from './inventory-resources';
import { ITEM_GROUPS } from './resources/item-groups';
import { ITEMS } from './resources/items';
import { UNITS_OF_MEASURE } from './resources/units-of-measure';

export const declarations = Object.values(INVENTORY);

/** The masters built so far (older route variants open their current twin); other routes show "not built yet". */
export const screens: ScreenMap = screensFor(INVENTORY_RESOURCES, {
  [INVENTORY.invum.path]: UNITS_OF_MEASURE,
  [INVENTORY.invitemgroupslist.path]: ITEM_GROUPS,
  [INVENTORY.invitemstra.path]: ITEMS,
});
