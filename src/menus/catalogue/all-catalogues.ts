import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import { ACCOUNTS } from './accounts';
import { ADMIN } from './admin';
import { CRM } from './crm';
import { DASHBOARD } from './dashboard';
import { FRONT_DESK } from './front-desk';
import { FRONT_OFFICE } from './front-office';
import { APPS, GENERIC_AREAS } from './generic-areas';
import { HOSTELS } from './hostels';
import { HRD } from './hrd';
import { INVENTORY } from './inventory';
import { LIBRARY } from './library';
import { POS } from './pos';
import { PROCUREMENT } from './procurement';
import { PRODUCTION } from './production';
import { QUALITY } from './quality';
import { STUDENTS } from './students';
import { TAKEAWAY } from './takeaway';
import { VEHICLES } from './vehicles';

export type ScreenCatalogue = Readonly<Record<string, ScreenDeclaration>>;

/** Every module's catalogue of declared screens, in the sidebar's order of modules. */
export const SCREEN_CATALOGUES: readonly ScreenCatalogue[] = [
  DASHBOARD,
  GENERIC_AREAS,
  APPS,
  ACCOUNTS,
  ADMIN,
  PROCUREMENT,
  INVENTORY,
  POS,
  TAKEAWAY,
  FRONT_OFFICE,
  CRM,
  HRD,
  PRODUCTION,
  QUALITY,
  FRONT_DESK,
  STUDENTS,
  LIBRARY,
  VEHICLES,
  HOSTELS,
];

/** The admin screens' catalogue (administrators' alone: its screens carry no permission code). */
export { ADMIN as ADMIN_CATALOGUE };
