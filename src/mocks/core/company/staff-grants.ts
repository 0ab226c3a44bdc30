import { code, TRANSACTION, type PermissionCode, type TransactionName } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { ACCOUNTS } from '../../../menus/catalogue/accounts';
import { CRM } from '../../../menus/catalogue/crm';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';

/** The screen opened (0), plus the named transactions. Dashboards open with their own code (transaction 1). */
export function grant(screen: ScreenDeclaration, ...transactions: TransactionName[]): PermissionCode[] {
  const own = screen.code;
  if (!own) throw new Error(`${screen.path} has no permission code`);
  const screenOnly = code(own.moduleCode, own.menuCode, own.screenCode);
  return [own, ...transactions.map((name) => ({ ...screenOnly, transCode: TRANSACTION[name] }))];
}

/** Units of measure: staff may look and correct, not create or delete (the demo of a partial right). */
export const UNITS = grant(INVENTORY.invUom, 'modify');

/**
 * The accounts clerk: the chart, today's payments and receipts (no other dates, no changes after saving), the cash
 * book.
 */
export const ACCOUNT_MASTERS = [
  ...grant(ACCOUNTS.dashboard),
  ...grant(ACCOUNTS.accountGroups),
  ...grant(ACCOUNTS.accounts, 'create', 'modify'),
  ...grant(ACCOUNTS.payments, 'create', 'print'),
  ...grant(ACCOUNTS.receipts, 'create', 'print'),
  ...grant(ACCOUNTS.cashBook),
];

export const SUPPLIERS = [
  ...grant(PROCUREMENT.dashboard),
  ...grant(PROCUREMENT.purSupGroups, 'create', 'modify'),
  ...grant(PROCUREMENT.purSup, 'create', 'modify'),
];

export const CRM_MASTERS = [
  ...grant(CRM.crmDashboard),
  ...grant(CRM.customerGroups, 'create'),
  ...grant(CRM.crmContacts, 'create', 'modify'),
  ...grant(CRM.crmCustomers, 'create', 'modify'),
];
