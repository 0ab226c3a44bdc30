import { formatDate } from '../../../../lib/format/date-format';
import type { FolioKind } from '../../domain/stay-types';

/** A folio line's kind in the ledger's words. */
export const KIND_WORDS: Record<FolioKind, string> = {
  ROOM: 'Room night',
  CHARGE: 'Charge',
  POS: 'Restaurant',
  ADVANCE: 'Advance',
  PAYMENT: 'Payment',
  REFUND: 'Refund',
  COMPANY: 'To company',
  ALLOWANCE: 'Allowance',
  TRANSFER: 'Transfer',
};

/** A room night's folio text, its night written as every date on screen is (the line's reference keeps the ISO day). */
export function nightTariffText(room: string, night: string, mealPlan: string, percent: number): string {
  return `Room ${room} tariff, night of ${formatDate(night)}${mealPlan ? ` (${mealPlan})` : ''}, GST ${percent}%`;
}
