import type { ScreenMap } from '../../engine/module-manifest';
import { TAKEAWAY } from '../../menus/catalogue/takeaway';

export const declarations = Object.values(TAKEAWAY);

/** The take-away screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
