import {
  withTransaction,
  type PermissionCode,
  type TransactionName,
} from '../../../../lib/permissions/permission-code';
import { POS } from '../../../../menus/catalogue/pos';

/**
 * What each counter action needs. Billing is on the counter screens' codes (5.2.4 sales classic, 5.2.5 sales
 * stylish, 5.2.14 billing stylish: the same rights, any of them grants them): open 0, bill and settle 1,
 * print 7, a discount beyond the limit 98. The sales list (5.2.6) opens with 0, cancels with 3 and reprints
 * with 8; its readers also need the counter's requirements (outlets, GSTIN) to print, so either code opens them.
 */
export const COUNTER_BILLING_SCREENS = [POS.saleClassy, POS.saleStylish, POS.posBillingStylish] as const;

export const COUNTER_ACTIONS = {
  open: 'view',
  bill: 'create',
  print: 'print',
  approve: 'approve',
} as const satisfies Record<string, TransactionName>;
export type CounterAction = keyof typeof COUNTER_ACTIONS;

export const SALES_LIST_ACTIONS = { open: 'view', cancel: 'delete', reprint: 'reprint' } as const satisfies Record<
  string,
  TransactionName
>;
export type SalesListAction = keyof typeof SALES_LIST_ACTIONS;

/** The codes that grant a counter billing action: any counter screen's. */
export const counterCodes = (action: CounterAction): PermissionCode[] =>
  COUNTER_BILLING_SCREENS.map((screen) => withTransaction(screen.code!, COUNTER_ACTIONS[action]));

/** The sales list's code of an action. */
export const salesListCode = (action: SalesListAction): PermissionCode =>
  withTransaction(POS.posSales.code!, SALES_LIST_ACTIONS[action]);

/** The largest discount percent a user gives without the approve right (an administrator: any). */
export const COUNTER_DISCOUNT_LIMIT = 10;
