import type { ScreenMap } from '../../engine/module-manifest';
import { STUDENTS } from '../../menus/catalogue/students';

export const declarations = Object.values(STUDENTS);

/** The students screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
