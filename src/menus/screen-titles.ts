import type { ScreenDeclaration } from '../lib/screens/screen-declaration';
import { ACCOUNTS } from './catalogue/accounts';
import { ADMIN } from './catalogue/admin';
import { CRM } from './catalogue/crm';
import { DASHBOARD } from './catalogue/dashboard';
import { FRONT_DESK } from './catalogue/front-desk';
import { FRONT_OFFICE } from './catalogue/front-office';
import { APPS, GENERIC_AREAS } from './catalogue/generic-areas';
import { HOSTELS } from './catalogue/hostels';
import { HRD } from './catalogue/hrd';
import { INVENTORY } from './catalogue/inventory';
import { LIBRARY } from './catalogue/library';
import { POS } from './catalogue/pos';
import { PROCUREMENT } from './catalogue/procurement';
import { PRODUCTION } from './catalogue/production';
import { QUALITY } from './catalogue/quality';
import { STUDENTS } from './catalogue/students';
import { TAKEAWAY } from './catalogue/takeaway';
import { VEHICLES } from './catalogue/vehicles';

const CATALOGUES: ReadonlyArray<Readonly<Record<string, ScreenDeclaration>>> = [
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

let titles: ReadonlyMap<string, string> | null = null;

/**
 * A screen's own title by its menu route ('/procurement/pur-requests' → 'Purchase requests'): the sidebar often
 * shortens it ('Requests'), and people search by the full name. The first catalogue to declare a route names it.
 */
export function screenTitle(route: string): string | undefined {
  if (!titles) {
    const map = new Map<string, string>();
    for (const screen of CATALOGUES.flatMap((catalogue) => Object.values(catalogue))) {
      const key = `/${screen.path}`;
      if (!map.has(key)) map.set(key, screen.title);
    }
    titles = map;
  }
  return titles.get(route);
}
