import type { ResourceDeclaration } from '../../engine/resource';
import { ITEM_GROUPS } from './resources/item-groups';
import { ITEMS } from './resources/items';
import { UNITS_OF_MEASURE } from './resources/units-of-measure';

/** The inventory masters declared for the engine (and served by the demo backend's generic handlers). */
export const INVENTORY_RESOURCES: readonly ResourceDeclaration[] = [UNITS_OF_MEASURE, ITEM_GROUPS, ITEMS];
