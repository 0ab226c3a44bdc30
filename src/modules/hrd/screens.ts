import type { ScreenMap } from '../../engine/module-manifest';
import { HRD } from '../../menus/catalogue/hrd';

export const declarations = Object.values(HRD);

/** The HR screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
