import type { ScreenMap } from '../../engine/module-manifest';
import { FRONT_OFFICE } from '../../menus/catalogue/front-office';

export const declarations = Object.values(FRONT_OFFICE);

/** The front office screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
