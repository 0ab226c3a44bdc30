import type { ScreenMap } from '../../engine/module-manifest';
import { FRONT_DESK } from '../../menus/catalogue/front-desk';

export const declarations = Object.values(FRONT_DESK);

/** The front desk screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
