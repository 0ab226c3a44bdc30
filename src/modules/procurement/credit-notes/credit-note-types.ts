/**
 * A credit note as `GetCreditNotes` lists it (`PartyCreditDebitNotes`); dat, vendorid and pos are ours (pos 9:
 * cancelled).
 */
export interface CreditNoteRow {
  recordId: number;
  seq: string;
  dat: string;
  /** The goods receipt's MIR number and its supplier invoice. */
  refmir: string;
  refinvoice: string;
  vendorid: string;
  vendorname: string;
  mobile: string;
  amt: number;
  descriptio: string;
  pos: number;
  /** Ours: times printed (0 for notes stored before it was counted). */
  printCount: number;
}

/**
 * `SetCreditNote`'s note (`PartyCreditDebitNotes`): `transactionId` is the goods receipt (record id or MIR number),
 * whose supplier the note is for. `dat` is ours (docs/modules/procurement.md, "Where we depart").
 */
export interface CreditNoteInput {
  dat: string;
  transactionId: string;
  transactionType: 'PCR';
  amt: number;
  descriptio: string;
}

/** A goods receipt's bill with what is still pending on it (ours). */
export interface PendingBillRow {
  recordId: number;
  seq: string;
  dat: string;
  invoiceno: string;
  vendorid: string;
  vendorname: string;
  billAmt: number;
  pending: number;
}
