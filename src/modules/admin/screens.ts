import type { ScreenMap } from '../../engine/module-manifest';
import { ADMIN } from '../../menus/catalogue/admin';

export const declarations = Object.values(ADMIN);

/** The admin screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
