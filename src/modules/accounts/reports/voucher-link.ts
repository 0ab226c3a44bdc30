import type { VoucherType } from '../../../kits/accounting/ledger-types';
import { VOUCHER_SCREENS } from '../vouchers/voucher-screens';

/** The route that opens a voucher (its type's screen, the voucher in view). */
export function voucherLink(type: VoucherType | string, id: string): string | null {
  const screen = VOUCHER_SCREENS[type as VoucherType];
  return screen && id ? `${screen.path}?record=${encodeURIComponent(id)}` : null;
}
