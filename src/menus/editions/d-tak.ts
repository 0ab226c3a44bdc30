import { ACCOUNTS_MENU } from '../groups/accounts';
import { HRD_MENU } from '../groups/hrd';
import { INVENTORY_MENU } from '../groups/inventory';
import { PROCUREMENT_MENU } from '../groups/procurement';
import { TAKEAWAY_MENU } from '../groups/takeaway';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/** D-TAK: Take-away. */
export const D_TAK: EditionMenu = {
  pCode: 'D-TAK',
  items: [homeLink('dashboardmain'), TAKEAWAY_MENU, INVENTORY_MENU, PROCUREMENT_MENU, ACCOUNTS_MENU, HRD_MENU],
  administratorMenu: true,
};
