import type { ScreenMap } from '../../engine/module-manifest';
import { QUALITY } from '../../menus/catalogue/quality';

export const declarations = Object.values(QUALITY);

/** The quality control screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
