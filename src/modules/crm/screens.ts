import type { ScreenMap } from '../../engine/module-manifest';
import { CRM } from '../../menus/catalogue/crm';

export const declarations = Object.values(CRM);

/** The CRM screens are built by a later issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
