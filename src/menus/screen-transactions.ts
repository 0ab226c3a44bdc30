import { TRANSACTION } from '../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../lib/screens/screen-declaration';

/** The screens with an approval step: they also use approve (98). */
export const APPROVAL_SCREENS: ReadonlySet<string> = new Set([
  'procurement/pur-stock-orders',
  'procurement/pur-order-approvals',
  'procurement/pur-requests',
  'procurement/pur-request-approvals',
  'procurement/pur-enquiries',
  'procurement/pur-enquiry-approvals',
  'procurement/pur-quotations',
  'procurement/pur-quotation-approvals',
  'crm/crm-quotation-approvals',
  'crm/crm-order-approval',
  'qc/qcmirapprovals',
  'qc/qcprocessapprovals',
  'hrd/hrd-leave-approval',
  'hrd/hrdleaveapprovals',
  // the salary statement's lock
  'hrd/hrd-salary-statement',
  'hrd/hrdsalarystatement',
  // approve = give a concession
  'front-desk/fd-feestra',
]);

/**
 * Each module's report menus (spec section 6): a screen there is a report even when its path does not say so
 * (qc/qcmirpending).
 */
const REPORT_MENUS: Readonly<Record<number, readonly number[]>> = {
  1: [8],
  2: [11],
  3: [9],
  5: [7],
  6: [7],
  7: [8],
  8: [8, 9],
  10: [7],
  11: [9],
  12: [8],
  13: [8, 9],
  14: [8],
  15: [8],
  16: [8],
};

const { view, create, modify, delete: remove, otherDates, print, reprint, mail, approve } = TRANSACTION;
const DASHBOARD_TRANSACTIONS: readonly number[] = [create];
const REPORT_TRANSACTIONS: readonly number[] = [view, print];
const ENTRY_TRANSACTIONS: readonly number[] = [view, create, modify, remove, otherDates, print, reprint, mail];

type Declared = Pick<ScreenDeclaration, 'path' | 'code'>;

/** A dashboard: menu 0 (spec section 6: opened with transaction 1, "Open"). */
export function isDashboard(screen: Declared): boolean {
  return screen.code?.menuCode === 0;
}

/**
 * A report: its path says so (rep, keyrep, finrep, costrep, dayrep, strockrep, report...) or it sits in its module's
 * reports menu.
 */
export function isReport(screen: Declared): boolean {
  const segment = screen.path.split('/').pop() ?? '';
  if (/rep/i.test(segment)) return true;
  return screen.code !== undefined && (REPORT_MENUS[screen.code.moduleCode] ?? []).includes(screen.code.menuCode);
}

/**
 * The transaction codes a screen uses, ascending: a dashboard only Open (1); a report view (0) and
 * print (7); any other screen view, create, modify, delete, other dates, print, reprint and mail
 * (0-4, 7-9), plus approve (98) when it has an approval step. A screen without a code uses none.
 */
export function screenTransactions(screen: Declared): readonly number[] {
  if (!screen.code) return [];
  if (isDashboard(screen)) return DASHBOARD_TRANSACTIONS;
  if (isReport(screen)) return REPORT_TRANSACTIONS;
  return APPROVAL_SCREENS.has(screen.path) ? [...ENTRY_TRANSACTIONS, approve] : ENTRY_TRANSACTIONS;
}

const TITLES: Readonly<Record<number, string>> = {
  [view]: 'View',
  [create]: 'Create',
  [modify]: 'Modify',
  [remove]: 'Delete',
  [otherDates]: 'Other dates',
  [print]: 'Print',
  [reprint]: 'Reprint',
  [mail]: 'Mail',
  [TRANSACTION.remail]: 'Remail',
  [TRANSACTION.advanceCreate]: 'Advance create',
  [TRANSACTION.advanceModify]: 'Advance modify',
  [TRANSACTION.advanceCancel]: 'Advance cancel',
  [TRANSACTION.advanceOtherDates]: 'Advance other dates',
  [TRANSACTION.advanceReprint]: 'Advance reprint',
  [approve]: 'Approve',
};

/**
 * A transaction's name as the rights matrix shows it: 1 is "Open" on a dashboard, "Create" elsewhere; unknown codes
 * "Transaction N".
 */
export function transactionTitle(transCode: number, dashboard = false): string {
  if (dashboard && transCode === create) return 'Open';
  return TITLES[transCode] ?? `Transaction ${transCode}`;
}
