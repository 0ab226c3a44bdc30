import { MODULE, type PermissionCode } from '../../../lib/permissions/permission-code';
import { ADMIN_CATALOGUE, SCREEN_CATALOGUES } from '../../../menus/catalogue/all-catalogues';
import { EDITION_MENUS, editionMenu } from '../../../menus/edition-menus';
import type { Menu } from '../../../menus/menu-types';

/** A screen that rights can be given on: its route, title and code. */
export interface CodedScreen {
  path: string;
  title: string;
  code: PermissionCode;
}

/**
 * A sidebar label of its own code that opens another screen's route (a placeholder): rights are given on its code too.
 */
export interface MenuEntry extends CodedScreen {
  menuEntry: true;
}

// Every module's catalogue but the admin screens' (administrators' alone, they have no code).
const CATALOGUES = SCREEN_CATALOGUES.filter((catalogue) => catalogue !== ADMIN_CATALOGUE);

/** Every declared screen with a permission code, in catalogue order (the same code may appear under several routes). */
export function catalogueScreens(): CodedScreen[] {
  return CATALOGUES.flatMap((catalogue) => Object.values(catalogue)).flatMap((screen) =>
    screen.code && !screen.administratorOnly ? [{ path: screen.path, title: screen.title, code: screen.code }] : [],
  );
}

function placeholdersOf(menu: Menu): MenuEntry[] {
  return menu.flatMap((item): MenuEntry[] => {
    if (item.type === 'dropDown') return placeholdersOf(item.sub ?? []);
    return item.placeholder && item.code
      ? [{ path: (item.state ?? '').replace(/^\//, ''), title: item.name, code: item.code, menuEntry: true }]
      : [];
  });
}

/** Every edition's placeholder menu entries (including role menus), in menu order. */
export function menuEntries(): MenuEntry[] {
  return Object.values(EDITION_MENUS).flatMap((edition) => [
    ...placeholdersOf(edition.items),
    ...Object.values(edition.roleMenus ?? {}).flatMap(placeholdersOf),
  ]);
}

function modulesOf(menu: Menu, into: Set<number>): Set<number> {
  for (const item of menu) {
    if (item.code) into.add(item.code.moduleCode);
    if (item.sub) modulesOf(item.sub, into);
  }
  return into;
}

/** The modules every business keeps (its books, buying, stock, selling and staff), whatever its menu shows of them. */
const CORE_MODULES = [MODULE.accounts, MODULE.purchases, MODULE.inventory, MODULE.sales, MODULE.hr];

/**
 * The permission modules of an edition: the core ones, and the trade's own where its menus (every role's) reach
 * them, so a restaurant's roles get no hostel, library or student rights to tick.
 */
export function editionModules(pCode: string): ReadonlySet<number> {
  const edition = editionMenu(pCode);
  return [edition.items, ...Object.values(edition.roleMenus ?? {})].reduce(
    (modules, menu) => modulesOf(menu, modules),
    new Set<number>(CORE_MODULES),
  );
}
