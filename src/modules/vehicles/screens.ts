import type { ScreenMap } from '../../engine/module-manifest';
import { VEHICLES } from '../../menus/catalogue/vehicles';

export const declarations = Object.values(VEHICLES);

/** The vehicles screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
