import type { ScreenMap } from '../../engine/module-manifest';
import { PRODUCTION } from '../../menus/catalogue/production';

export const declarations = Object.values(PRODUCTION);

/** The production planning and control screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
