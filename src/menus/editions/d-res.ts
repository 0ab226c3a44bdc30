import { ACCOUNTS_MENU } from '../groups/accounts';
import { HRD_MENU } from '../groups/hrd';
import { INVENTORY_FNB_MENU } from '../groups/inventory-fnb';
import { PROCUREMENT_MENU } from '../groups/procurement';
import { RESTA_SALES_MENU } from '../groups/resta-sales';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/** D-RES: Restaurant. */
export const D_RES: EditionMenu = {
  pCode: 'D-RES',
  items: [homeLink('dashboardmain'), RESTA_SALES_MENU, INVENTORY_FNB_MENU, PROCUREMENT_MENU, ACCOUNTS_MENU, HRD_MENU],
  administratorMenu: true,
};
