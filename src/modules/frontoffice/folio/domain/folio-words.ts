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
