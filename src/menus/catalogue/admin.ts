import { screen } from '../../lib/screens/screen-declaration';

const ADMINISTRATORS = { administratorOnly: true } as const;

/** Every admin route (spec section 2, "Admin menu"): administrators only, so no permission code. */
export const ADMIN = {
  taxes: screen('admin/taxes', 'Taxes', undefined, ADMINISTRATORS),
  roles: screen('admin/roles', 'Roles', undefined, ADMINISTRATORS),
  userdet: screen('admin/userdet', 'Users', undefined, ADMINISTRATORS),
  system: screen('admin/system', 'System settings', undefined, ADMINISTRATORS),
  license: screen('admin/license', 'Licence', undefined, ADMINISTRATORS),
  countries: screen('admin/countries', 'Countries', undefined, ADMINISTRATORS),
  states: screen('admin/states', 'States', undefined, ADMINISTRATORS),
} as const;
