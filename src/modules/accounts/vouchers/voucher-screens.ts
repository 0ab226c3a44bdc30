import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { ACCOUNTS } from '../../../menus/catalogue/accounts';
import type { VoucherType } from '../../../kits/accounting/ledger-types';

/** The screen (route and permission code) of each voucher type: the server checks the same codes. */
export const VOUCHER_SCREENS: Readonly<Record<VoucherType, ScreenDeclaration>> = {
  PAY: ACCOUNTS.payments,
  REC: ACCOUNTS.receipts,
  JOU: ACCOUNTS.journals,
  TRA: ACCOUNTS.transfers,
};
