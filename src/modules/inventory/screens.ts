import type { ScreenMap } from '../../engine/module-manifest';
import { resourceScreen } from '../../engine/resource-screen';
import { INVENTORY } from '../../menus/catalogue/inventory';
import { UNITS_OF_MEASURE } from './resources/units-of-measure';

export const declarations = Object.values(INVENTORY);

const unitsOfMeasure = resourceScreen(UNITS_OF_MEASURE);

/** Screens built so far; every other declared route shows the "not built yet" page. */
export const screens: ScreenMap = {
  [INVENTORY.invUom.path]: unitsOfMeasure,
  [INVENTORY.invum.path]: unitsOfMeasure,
};
