import { ACCOUNTS_MENU } from '../groups/accounts';
import { HRD_MENU } from '../groups/hrd';
import { INVENTORY_MENU } from '../groups/inventory';
import { POINT_OF_SALES_MENU } from '../groups/point-of-sales';
import { PROCUREMENT_MENU } from '../groups/procurement';
import { SERVICES_MENU } from '../groups/services';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/** D-POS: Point of sale, with the services menu. */
export const D_POS: EditionMenu = {
  pCode: 'D-POS',
  items: [
    homeLink('dashboardmain'),
    POINT_OF_SALES_MENU,
    SERVICES_MENU,
    INVENTORY_MENU,
    PROCUREMENT_MENU,
    ACCOUNTS_MENU,
    HRD_MENU,
  ],
  administratorMenu: true,
};
