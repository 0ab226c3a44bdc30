import type { ScreenMap } from '../../engine/module-manifest';
import { LIBRARY } from '../../menus/catalogue/library';

export const declarations = Object.values(LIBRARY);

/** The library screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
