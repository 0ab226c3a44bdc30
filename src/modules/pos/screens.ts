import type { ScreenMap } from '../../engine/module-manifest';
import { POS } from '../../menus/catalogue/pos';

export const declarations = Object.values(POS);

/** The point of sale screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
