import { ACCOUNTS_MENU } from '../groups/accounts';
import { FRONT_OFFICE_MENU } from '../groups/front-office';
import { HRD_MENU } from '../groups/hrd';
import { INVENTORY_FNB_MENU } from '../groups/inventory-fnb';
import { PROCUREMENT_MENU } from '../groups/procurement';
import { RESTA_SALES_MENU } from '../groups/resta-sales';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/** D-MIN: Hotel front office, with the food-and-beverage inventory (minn-dashboard) and restaurant sales. */
export const D_MIN: EditionMenu = {
  pCode: 'D-MIN',
  items: [
    homeLink('dashboardmain'),
    FRONT_OFFICE_MENU,
    RESTA_SALES_MENU,
    INVENTORY_FNB_MENU,
    PROCUREMENT_MENU,
    ACCOUNTS_MENU,
    HRD_MENU,
  ],
  administratorMenu: true,
};
