import { ACCOUNTS_MENU } from '../groups/accounts';
import { HRD_MENU } from '../groups/hrd';
import { INVENTORY_MENU } from '../groups/inventory';
import { PROCUREMENT_MENU } from '../groups/procurement';
import { SHARES_PRESALES_MENU } from '../groups/shares';
import { STOCK_SALES_MENU } from '../groups/stock-sales';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/**
 * D-SHA: Shares: role EMPLOYEE gets only the shares pre-sales CRM menu; other roles purchases, inventory, sales,
 * accounts and HR.
 */
export const D_SHA: EditionMenu = {
  pCode: 'D-SHA',
  items: [homeLink('dashboardmain'), PROCUREMENT_MENU, INVENTORY_MENU, STOCK_SALES_MENU, ACCOUNTS_MENU, HRD_MENU],
  administratorMenu: true,
  roleMenus: { EMPLOYEE: [SHARES_PRESALES_MENU] },
};
