import type { ScreenMap } from '../../engine/module-manifest';
import { HOSTELS } from '../../menus/catalogue/hostels';

export const declarations = Object.values(HOSTELS);

/** The hostels screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
