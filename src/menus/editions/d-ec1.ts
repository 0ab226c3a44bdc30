import { ACCOUNTS_MENU } from '../groups/accounts';
import { ECOMMERCE_MENU } from '../groups/ecommerce';
import { INVENTORY_MENU } from '../groups/inventory';
import { PROCUREMENT_MENU } from '../groups/procurement';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/** D-EC1: E-commerce. */
export const D_EC1: EditionMenu = {
  pCode: 'D-EC1',
  items: [homeLink('dashboardmain'), ECOMMERCE_MENU, INVENTORY_MENU, PROCUREMENT_MENU, ACCOUNTS_MENU],
  administratorMenu: true,
};
