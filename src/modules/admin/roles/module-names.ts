import { MODULE } from '../../../lib/permissions/permission-code';

/** Each permission module's name (by MODULE code: the one source of module codes). */
export const MODULE_NAMES: Readonly<Record<number, string>> = {
  [MODULE.accounts]: 'Accounts',
  [MODULE.purchases]: 'Purchases',
  [MODULE.inventory]: 'Inventory',
  [MODULE.sales]: 'Sales',
  [MODULE.frontOffice]: 'Front office',
  [MODULE.crm]: 'CRM',
  [MODULE.hr]: 'HRD',
  [MODULE.production]: 'Production',
  [MODULE.quality]: 'Quality control',
  [MODULE.frontDesk]: 'Front desk',
  [MODULE.students]: 'Students',
  [MODULE.library]: 'Library',
  [MODULE.vehicles]: 'Vehicles',
  [MODULE.hostels]: 'Hostels',
};

const MASTERS_TRANSACTIONS_REPORTS = { 1: 'Masters', 2: 'Transactions', 8: 'Reports' };

/** Menu codes of spec section 6 (and the catalogue's own for the modules the spec gives none). */
const MENU_NAMES: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  [MODULE.accounts]: MASTERS_TRANSACTIONS_REPORTS,
  [MODULE.purchases]: { 1: 'Masters', 2: 'Order management', 3: 'Transactions', 8: 'Setup', 11: 'Reports' },
  [MODULE.inventory]: { 1: 'Masters', 2: 'Transactions', 9: 'Reports', 12: 'Settings' },
  [MODULE.sales]: { 1: 'Masters', 2: 'Transactions', 7: 'Reports', 9: 'Setup' },
  [MODULE.frontOffice]: {
    1: 'Masters',
    2: 'Transactions',
    3: 'Occupied room',
    5: 'Group operations',
    6: 'ACR',
    7: 'Reports',
    9: 'Setup',
  },
  [MODULE.crm]: { 1: 'Setup', 2: 'Pre-sales', 3: 'Sales', 4: 'Post-sales', 8: 'Reports' },
  [MODULE.hr]: { 1: 'Masters', 2: 'Recruitment', 3: 'Transactions', 8: 'Reports', 9: 'Key reports' },
  [MODULE.production]: { 1: 'Masters', 2: 'Transactions', 7: 'Reports' },
  [MODULE.quality]: { 1: 'Masters', 2: 'Transactions', 9: 'Reports' },
  [MODULE.frontDesk]: MASTERS_TRANSACTIONS_REPORTS,
  [MODULE.students]: { ...MASTERS_TRANSACTIONS_REPORTS, 9: 'Key reports' },
  [MODULE.library]: MASTERS_TRANSACTIONS_REPORTS,
  [MODULE.vehicles]: MASTERS_TRANSACTIONS_REPORTS,
  [MODULE.hostels]: MASTERS_TRANSACTIONS_REPORTS,
};

/** A module's name, or "Module N". */
export function moduleName(moduleCode: number): string {
  return MODULE_NAMES[moduleCode] ?? `Module ${moduleCode}`;
}

/** A menu's name within its module: menu 0 is the dashboards; otherwise the spec's, or "Menu N". */
export function menuName(moduleCode: number, menuCode: number): string {
  if (menuCode === 0) return 'Dashboards';
  return MENU_NAMES[moduleCode]?.[menuCode] ?? `Menu ${menuCode}`;
}
