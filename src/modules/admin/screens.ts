import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { ADMIN } from '../../menus/catalogue/admin';
import { ADMIN_RESOURCES } from './admin-resources';
import { CountriesScreen } from './geography/countries-screen';
import { StatesScreen } from './geography/states-screen';
import { LicenceScreen } from './licence/licence-screen';
import { RolesScreen } from './roles/roles-screen';
import { SystemSettingsScreen } from './settings/system-settings-screen';
import { UsersScreen } from './users/users-screen';

export const declarations = Object.values(ADMIN);

/**
 * The administration screens (administrators only): taxes, roles and rights, users, settings, licence, countries and
 * states.
 */
export const screens: ScreenMap = {
  ...screensFor(ADMIN_RESOURCES),
  [ADMIN.roles.path]: RolesScreen,
  [ADMIN.userdet.path]: UsersScreen,
  [ADMIN.system.path]: SystemSettingsScreen,
  [ADMIN.license.path]: LicenceScreen,
  [ADMIN.countries.path]: CountriesScreen,
  [ADMIN.states.path]: StatesScreen,
};
