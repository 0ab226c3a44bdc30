import type { ScreenMap } from '../../engine/module-manifest';
import { PROCUREMENT } from '../../menus/catalogue/procurement';

export const declarations = Object.values(PROCUREMENT);

/** The procurement screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
