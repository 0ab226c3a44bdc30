/**
 * The credit note's calls on the real server (contract 03 section 7, `PurCreditNotesController`).
 * Permissions: the server checks (2,3,3,t); this client's screen is PROCUREMENT.purCreditNotes (2.3.777).
 */
export const CREDIT_NOTE_ENDPOINTS = {
  list: 'api/PurCreditNotes/GetCreditNotes',
  save: 'api/PurCreditNotes/SetCreditNote',
  /**
   * Ours: the server deletes the note; we keep it marked cancelled (status 9) and take back its ledger row and voucher.
   */
  remove: 'api/PurCreditNotes/DeleteCreditNote',
  /** Ours (the server has none): the goods receipts' bills with something still pending, with the supplier. */
  pendingBills: 'api/PurCreditNotes/GetPendingBills',
  /** Ours, in the server's convention: `{ recordId, usr }` -> `{ result, filename }`; 7 the first time, 8 after. */
  print: 'api/PurCreditNotes/PrintCreditNote',
} as const;

export const CREDIT_NOTE_RESOURCE = 'procurement.credit-notes';
