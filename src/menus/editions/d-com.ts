import { ACCOUNTS_MENU } from '../groups/accounts';
import { HRD_MENU } from '../groups/hrd';
import { INVENTORY_MENU } from '../groups/inventory';
import { PROCUREMENT_MENU } from '../groups/procurement';
import { STOCK_SALES_MENU } from '../groups/stock-sales';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/** D-COM: Commerce, trading and purchases */
export const D_COM: EditionMenu = {
  pCode: 'D-COM',
  items: [homeLink('dashboardmain'), PROCUREMENT_MENU, INVENTORY_MENU, STOCK_SALES_MENU, ACCOUNTS_MENU, HRD_MENU],
  administratorMenu: false,
};
