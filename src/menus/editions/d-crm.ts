import { ACCOUNTS_MENU } from '../groups/accounts';
import { CRM_MENU, CRM_SALES_MENU } from '../groups/crm';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/** D-CRM: Customer relationship management */
export const D_CRM: EditionMenu = {
  pCode: 'D-CRM',
  items: [homeLink('dashboardmain'), CRM_MENU, CRM_SALES_MENU, ACCOUNTS_MENU],
  administratorMenu: true,
};
