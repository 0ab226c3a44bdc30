import type { Permission } from '../../../lib/session/session-types';
import { isDashboard, screenTransactions, transactionTitle } from '../../../menus/screen-transactions';
import { catalogueScreens, editionModules, menuEntries, type CodedScreen, type MenuEntry } from './catalogue-screens';
import { menuName, moduleName } from './module-names';

/** One right: a checkbox of the matrix, keyed 'module.menu.screen.transaction'. */
export interface MatrixCell {
  key: string;
  transCode: number;
  /** The column: View, Create... (Open on a dashboard). */
  title: string;
}

/** One screen code (a row): its title, a label unique in the matrix (for the checkboxes' names), and its rights. */
export interface MatrixRow {
  /** 'module.menu.screen'. */
  id: string;
  moduleCode: number;
  menuCode: number;
  screenCode: number;
  title: string;
  /** What tells this row from others of the same title (its menu, route or code), or ''. */
  qualifier: string;
  /** The title with its qualifier in brackets: unique in the matrix. */
  label: string;
  path: string;
  /** A sidebar label with a code of its own that opens another screen's route. */
  menuEntry: boolean;
  cells: MatrixCell[];
}

export interface MatrixMenu {
  menuCode: number;
  name: string;
  rows: MatrixRow[];
  /** The menu's column titles, in transaction order. */
  columns: string[];
}

export interface MatrixModule {
  moduleCode: number;
  name: string;
  menus: MatrixMenu[];
  rows: MatrixRow[];
  /** The module's columns with every right under them (for "Create on every Accounts screen"). */
  columns: ReadonlyArray<{ title: string; keys: string[] }>;
  keys: string[];
}

/** The key of a right: 'module.menu.screen.transaction'. */
export function permissionKey(permission: Permission): string {
  return `${permission.moduleCode}.${permission.menuCode}.${permission.screenCode}.${permission.transCode}`;
}

/** The right a key names. */
export function keyPermission(key: string): Permission {
  const [moduleCode = 0, menuCode = 0, screenCode = 0, transCode = 0] = key.split('.').map(Number);
  return { moduleCode, menuCode, screenCode, transCode };
}

/** Rights in a stable order: module, menu, screen, transaction. */
export function sortPermissions(permissions: readonly Permission[]): Permission[] {
  return [...permissions].sort(
    (a, b) =>
      a.moduleCode - b.moduleCode ||
      a.menuCode - b.menuCode ||
      a.screenCode - b.screenCode ||
      a.transCode - b.transCode,
  );
}

/** Items grouped by a key, in first-seen order. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

type Draft = Omit<MatrixRow, 'qualifier' | 'label' | 'cells'> & { dashboard: boolean; transactions: Set<number> };

function draftOf(screen: CodedScreen | MenuEntry, transactions: readonly number[]): Draft {
  const { moduleCode, menuCode, screenCode } = screen.code;
  return {
    id: `${moduleCode}.${menuCode}.${screenCode}`,
    moduleCode,
    menuCode,
    screenCode,
    title: screen.title,
    path: screen.path,
    menuEntry: 'menuEntry' in screen,
    dashboard: isDashboard(screen),
    transactions: new Set(transactions),
  };
}

const menuOf = (draft: Draft) =>
  `${moduleName(draft.moduleCode)} ${menuName(draft.moduleCode, draft.menuCode).toLowerCase()}`;

/**
 * Titles that several rows share get their menu (then their route, or a menu entry its code) as a qualifier, so every
 * checkbox's name is unique.
 */
function qualifiers(drafts: readonly Draft[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const group of groupBy(drafts, (draft) => draft.title).values()) {
    const byMenu = groupBy(group, menuOf);
    const byPath = groupBy(group, (draft) => draft.path);
    for (const draft of group) {
      if (group.length === 1) out.set(draft.id, '');
      else if (byMenu.get(menuOf(draft))!.length === 1) out.set(draft.id, menuOf(draft));
      else if (!draft.menuEntry && byPath.get(draft.path)!.length === 1) out.set(draft.id, draft.path);
      else out.set(draft.id, `${menuOf(draft)}, screen ${draft.screenCode}`);
    }
  }
  return out;
}

function rowOf(draft: Draft, qualifier: string): MatrixRow {
  const { dashboard, transactions, ...row } = draft;
  const base = `${draft.moduleCode}.${draft.menuCode}.${draft.screenCode}`;
  const cells = [...transactions]
    .sort((a, b) => a - b)
    .map((transCode) => ({ key: `${base}.${transCode}`, transCode, title: transactionTitle(transCode, dashboard) }));
  return { ...row, qualifier, label: qualifier ? `${draft.title} (${qualifier})` : draft.title, cells };
}

function columnsOf(rows: readonly MatrixRow[]): Array<{ title: string; keys: string[]; transCode: number }> {
  const columns = new Map<string, { title: string; keys: string[]; transCode: number }>();
  for (const cell of rows.flatMap((row) => row.cells)) {
    const column = columns.get(cell.title) ?? { title: cell.title, keys: [], transCode: cell.transCode };
    column.keys.push(cell.key);
    columns.set(cell.title, column);
  }
  return [...columns.values()].sort((a, b) => a.transCode - b.transCode);
}

/**
 * The rights matrix: every screen code of the catalogues once (the first route's title), plus the
 * menus' placeholder entries, grouped by module then menu; each with the transactions it uses.
 */
export function buildMatrix(screens: readonly CodedScreen[], entries: readonly MenuEntry[]): MatrixModule[] {
  const drafts = new Map<string, Draft>();
  for (const screen of screens) {
    const draft = draftOf(screen, screenTransactions(screen));
    if (!drafts.has(draft.id)) drafts.set(draft.id, draft);
  }
  for (const entry of entries) {
    const draft = draftOf(entry, [entry.code.transCode]);
    const known = drafts.get(draft.id);
    if (known) known.transactions.add(entry.code.transCode);
    else drafts.set(draft.id, draft);
  }
  const ordered = [...drafts.values()].sort(
    (a, b) => a.moduleCode - b.moduleCode || a.menuCode - b.menuCode || a.screenCode - b.screenCode,
  );
  const notes = qualifiers(ordered);
  const rows = ordered.map((draft) => rowOf(draft, notes.get(draft.id)!));
  return [...groupBy(rows, (row) => row.moduleCode)].map(([moduleCode, moduleRows]) => ({
    moduleCode,
    name: moduleName(moduleCode),
    rows: moduleRows,
    menus: [...groupBy(moduleRows, (row) => row.menuCode)].map(([menuCode, menuRows]) => ({
      menuCode,
      name: menuName(moduleCode, menuCode),
      rows: menuRows,
      columns: columnsOf(menuRows).map((column) => column.title),
    })),
    columns: columnsOf(moduleRows).map(({ title, keys }) => ({ title, keys })),
    keys: moduleRows.flatMap((row) => row.cells.map((cell) => cell.key)),
  }));
}

let matrix: MatrixModule[] | null = null;
let allKeys: ReadonlySet<string> | null = null;

/** The product's rights matrix (built once). */
export function permissionMatrix(): readonly MatrixModule[] {
  matrix ??= buildMatrix(catalogueScreens(), menuEntries());
  return matrix;
}

const byEdition = new Map<string, readonly MatrixModule[]>();

/** The matrix of one edition: the core modules and those its menus reach (editionModules). */
export function editionMatrix(pCode: string): readonly MatrixModule[] {
  let found = byEdition.get(pCode);
  if (!found) {
    const modules = editionModules(pCode);
    found = permissionMatrix().filter((module) => modules.has(module.moduleCode));
    byEdition.set(pCode, found);
  }
  return found;
}

/** Is this a right some screen of the matrix uses? */
export function isKnownPermission(permission: Permission): boolean {
  allKeys ??= new Set(permissionMatrix().flatMap((module) => module.keys));
  return allKeys.has(permissionKey(permission));
}
