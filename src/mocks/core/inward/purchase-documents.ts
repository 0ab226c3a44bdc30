import { HttpResponse } from 'msw';
import type { CreditNoteInput } from '../../../modules/procurement/credit-notes/credit-note-types';
import type { ReceiptBody } from '../../../kits/inward/receipt-types';
import type { ReturnAnswer, ReturnSaveBody } from '../../../modules/procurement/returns/return-types';

/**
 * The purchase documents another desk makes as procurement's own saves do, with their numbering, checks, stock and
 * vouchers: quality's approval of a goods receipt returns the rejected goods and raises a credit note for the
 * rectification cost, and its seed receives goods that wait for inspection. Each answers as the procurement call does
 * (`{ result: 'OK', seq, recordId }` or a refusal). The procurement's demo backend connects its saves when its
 * handlers load (procurement/receipt-handlers.ts).
 */
export interface PurchaseDocuments {
  saveReceipt(companyCode: number, body: ReceiptBody): Promise<Response>;
  saveReturn(companyCode: number, body: ReturnSaveBody, user: string): Promise<Response>;
  cancelReturn(companyCode: number, existing: ReturnAnswer): Promise<Response>;
  /** With the supplier's mobile from the suppliers master, as the credit note list shows it. */
  saveCreditNote(companyCode: number, note: CreditNoteInput): Promise<Response>;
}

const refused = async () =>
  HttpResponse.json({ result: 'Purchase documents cannot be made here: this company has no purchasing.' });

const NONE: PurchaseDocuments = {
  saveReceipt: refused,
  saveReturn: refused,
  cancelReturn: refused,
  saveCreditNote: refused,
};

let documents: PurchaseDocuments = NONE;

export function connectPurchaseDocuments(connected: PurchaseDocuments): void {
  documents = connected;
}

/** Procurement's saves, once connected; until then each refuses. */
export const purchaseDocuments = (): PurchaseDocuments => documents;
