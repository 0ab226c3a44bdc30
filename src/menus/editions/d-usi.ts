import { ACCOUNTS_MENU } from '../groups/accounts';
import { CRM_MENU } from '../groups/crm';
import { HRD_MENU } from '../groups/hrd';
import { INVENTORY_MENU } from '../groups/inventory';
import { PROCUREMENT_MENU } from '../groups/procurement';
import { PRODUCTION_MENU } from '../groups/production';
import { QUALITY_MENU } from '../groups/quality';
import { STOCK_SALES_MENU } from '../groups/stock-sales';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/** D-USI: Manufacturing. The CRM group is in the data and hidden for D-USI by its own `hiddenFor` (the spec's rule). */
export const D_USI: EditionMenu = {
  pCode: 'D-USI',
  items: [
    homeLink('dashboardUsine'),
    PRODUCTION_MENU,
    QUALITY_MENU,
    PROCUREMENT_MENU,
    INVENTORY_MENU,
    CRM_MENU,
    STOCK_SALES_MENU,
    ACCOUNTS_MENU,
    HRD_MENU,
  ],
  administratorMenu: true,
};
