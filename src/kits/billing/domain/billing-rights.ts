import { code, TRANSACTION, type PermissionCode, type TransactionName } from '../../../lib/permissions/permission-code';
import { POS } from '../../../menus/catalogue/pos';
import { RESTAURANT_BOOK, type BillingBook } from './billing-book';

/**
 * What each billing action needs, on the book's billing screens' codes (the restaurant's 5.2.1 classic and
 * 5.2.2 touch: the same rights, either screen grants them): open 0; KOT, bill and settle 1; lower or cancel
 * KOT lines, transfer, merge and reopen 2; void 3; another date 4; print 7; reprint 8; a discount beyond the
 * limit and closing the day over open tables or unsettled bills 98 (the manager).
 */
export const BILLING_ACTIONS = {
  open: 'view',
  kot: 'create',
  bill: 'create',
  settle: 'create',
  changeKot: 'modify',
  transfer: 'modify',
  reopen: 'modify',
  void: 'delete',
  print: 'print',
  reprint: 'reprint',
  approve: 'approve',
} as const satisfies Record<string, TransactionName>;

export type BillingAction = keyof typeof BILLING_ACTIONS;

/**
 * The codes that grant a billing action in a book: any of its billing screens' (the restaurant's classic or touch
 * screen).
 */
export function billingCodes(
  action: BillingAction,
  book: Pick<BillingBook, 'screens'> = RESTAURANT_BOOK,
): PermissionCode[] {
  return book.screens.map((screen) =>
    code(screen.code!.moduleCode, screen.code!.menuCode, screen.code!.screenCode, TRANSACTION[BILLING_ACTIONS[action]]),
  );
}

/** Delivery orders: their own screen (5.2.3). */
export const deliveryCode = (transaction: TransactionName): PermissionCode => {
  const own = POS.resDeliveryDetails.code!;
  return code(own.moduleCode, own.menuCode, own.screenCode, TRANSACTION[transaction]);
};
