import { SPECIAL_COMPANY_CODE } from '../../lib/editions';
import { ADMIN } from '../catalogue/admin';
import { link, moduleGroup } from '../menu-builders';

/**
 * The admin sidebar group (spec section 2, "Admin menu"): administrators only; company 13010 lacks countries and
 * states.
 */
export const ADMIN_MENU = moduleGroup(
  'Admin',
  'admin',
  'Taxes, roles, users, settings and licence',
  [
    link(ADMIN.taxes),
    link(ADMIN.roles),
    link(ADMIN.userdet, 'Users'),
    link(ADMIN.system, 'System settings'),
    link(ADMIN.license, 'Licence'),
    link(ADMIN.countries, 'Countries', { hiddenForCompanies: [SPECIAL_COMPANY_CODE] }),
    link(ADMIN.states, 'States', { hiddenForCompanies: [SPECIAL_COMPANY_CODE] }),
  ],
  { administratorOnly: true },
);
