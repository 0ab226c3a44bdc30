import type { ScreenDeclaration } from '../lib/screens/screen-declaration';
import { ACCOUNTS } from './catalogue/accounts';
import { CRM } from './catalogue/crm';
import { FRONT_DESK } from './catalogue/front-desk';
import { FRONT_OFFICE } from './catalogue/front-office';
import { HRD } from './catalogue/hrd';
import { INVENTORY } from './catalogue/inventory';
import { POS } from './catalogue/pos';
import { PROCUREMENT } from './catalogue/procurement';
import { TAKEAWAY } from './catalogue/takeaway';
import type { RecordKind } from '../lib/record-search/record-search-wire';

/** A voucher's screen by its type (the first part of its id, PAY-20261122-E001-3). */
export const VOUCHER_TYPE_SCREENS: Readonly<Record<string, ScreenDeclaration>> = {
  PAY: ACCOUNTS.payments,
  REC: ACCOUNTS.receipts,
  JOU: ACCOUNTS.journals,
  TRA: ACCOUNTS.transfers,
};

/** The scope of an item of the restaurant's menu (pos.items), not of the stock items. */
export const MENU_ITEMS = 'menu';

/**
 * The screens that show one record of each kind, the preferred first (older twins of a route after it): the client
 * opens the first its menu reaches; the server answers a kind only to a user whose rights open one of them. A kind
 * is not searched for a user none of whose screens is in their menu.
 */
export const KIND_SCREENS: Readonly<Record<RecordKind, readonly ScreenDeclaration[]>> = {
  // The day's sales list of the bill's outlet: the restaurant's and the take-away's show a bill as a row of its day.
  // The restaurant's cashier, without the cost reports, has the day's settlement, which lists the bill in its mode.
  'restaurant-bill': [POS.posCostrepListofsales, POS.posDayrepSettlement],
  'takeaway-bill': [TAKEAWAY.dayRepSaleslist],
  'counter-bill': [POS.posSales],
  // The in-house stay's folio.
  guest: [FRONT_OFFICE.ledger],
  pupil: [FRONT_DESK.fdStudents],
  // Stock items, and a restaurant's or hotel's menu items (scope MENU_ITEMS) on theirs.
  item: [INVENTORY.invItems, INVENTORY.invitemstra, POS.resItems],
  supplier: [PROCUREMENT.purSup, PROCUREMENT.purSuppliers],
  customer: [POS.posstockCustomers],
  employee: [HRD.hrdEmployees, HRD.hrdemployees],
  voucher: Object.values(VOUCHER_TYPE_SCREENS),
  'purchase-order': [PROCUREMENT.purStockOrders],
  'purchase-quotation': [PROCUREMENT.purQuotations],
  'sale-order': [CRM.crmOrders],
  'sale-quotation': [CRM.crmQuotations],
};

/** The screen a record opens on, of its kind's: a voucher's is its type's, a menu item's the menu's. */
export function screenFor(
  kind: RecordKind,
  scope: string,
  screens: readonly ScreenDeclaration[],
): ScreenDeclaration | undefined {
  if (kind === 'voucher') return VOUCHER_TYPE_SCREENS[scope];
  if (kind === 'item') return scope === MENU_ITEMS ? POS.resItems : screens.find((screen) => screen !== POS.resItems);
  return screens[0];
}

/** The heading a kind's records are listed under in the palette. */
export const KIND_GROUPS: Readonly<Record<RecordKind, string>> = {
  'restaurant-bill': 'Bills',
  'takeaway-bill': 'Bills',
  'counter-bill': 'Bills',
  guest: 'Guests',
  pupil: 'Pupils',
  item: 'Items',
  supplier: 'Parties',
  customer: 'Parties',
  employee: 'Employees',
  voucher: 'Vouchers',
  'purchase-order': 'Orders and quotations',
  'purchase-quotation': 'Orders and quotations',
  'sale-order': 'Orders and quotations',
  'sale-quotation': 'Orders and quotations',
};
