import type { ScreenMap } from '../../engine/module-manifest';
import { GENERIC_AREAS } from '../../menus/catalogue/generic-areas';

export const declarations = Object.values(GENERIC_AREAS);

/** None of these generic areas is built yet: each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
