import type { ScreenMap } from '../../engine/module-manifest';
import { ACCOUNTS } from '../../menus/catalogue/accounts';

export const declarations = Object.values(ACCOUNTS);

/** The accounts screens are built by the accounts issue; until then each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
