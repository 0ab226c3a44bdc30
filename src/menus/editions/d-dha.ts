import { ACCOUNTS_MENU } from '../groups/accounts';
import { CRM_MENU } from '../groups/crm';
import { HRD_MENU } from '../groups/hrd';
import { INVENTORY_MENU } from '../groups/inventory';
import { PROCUREMENT_MENU } from '../groups/procurement';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/**
 * D-DHA: Health care. The spec gives this edition no menu: it gets the common business modules (accounts, CRM,
 * procurement, inventory, HR) and its dashboard.
 */
export const D_DHA: EditionMenu = {
  pCode: 'D-DHA',
  items: [homeLink('dashboardmain'), ACCOUNTS_MENU, CRM_MENU, PROCUREMENT_MENU, INVENTORY_MENU, HRD_MENU],
  administratorMenu: false,
};
