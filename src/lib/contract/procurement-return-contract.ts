import * as z from 'zod';
import { date, model, num, rows, text, usr } from './contract-fields';
import { contractRoute, transactionResult } from './contract-route';
import { documentTax, id, stamped } from './procurement-parts-contract';

/**
 * `PurPurchaseReturnsUni` as 03 §6 names it (RefMir, Vendorid, Vendorname, amounts…), with its number and date, and in
 * lists BranchId (the receipt's MIR number) and Webid (its invoice number).
 */
const returnHeader = model({
  recordId: num,
  seq: text,
  dat: date,
  usr: text,
  refMir: id,
  vendorid: id,
  vendorname: text,
  baseamt: num,
  discount: num,
  taxes: num,
  others: num,
  totalAmt: num,
  webid: text,
  ...stamped,
});

/** `PurPurchaseReturnsDet` (ItemId, Batchno, Manudate, Expdate, Qty, Mrp, Rat, BranchId = the lot's GIN). */
const returnLine = model({
  recordId: num,
  sno: num,
  itemId: id,
  batchno: text,
  manudate: date,
  expdate: date,
  qty: num,
  mrp: num,
  rat: num,
  ...stamped,
});

/** `PartyCreditDebitNotes` as 03 §7 gives it: the receipt (TransactionId), "PCR", the amount and its words. */
const creditNote = { transactionId: id, transactionType: text, amt: num, descriptio: text };

/** 03 §6–§7: purchase returns and credit notes. */
export const PURCHASE_RETURN_CONTRACT = {
  save: contractRoute(
    'api/PurPurchaseReturn/SetPurchaseReturn',
    z.strictObject({
      header: returnHeader,
      lines: z.array(returnLine),
      taxes: rows(documentTax),
      traCheck: z.literal(1),
      usr,
    }),
    transactionResult,
  ),
  creditNote: contractRoute(
    'api/PurCreditNotes/SetCreditNote',
    z.strictObject({ note: model({ ...creditNote, dat: date }), usr }),
    transactionResult,
    'Ours: the note carries its date (`dat`), as the user dates it on the form: the voucher and the supplier’s ledger ' +
      'row are posted on that day, never before the receipt’s, and the number follows its month. The contract gives ' +
      'the note’s fields as TransactionId, TransactionType, Amt and Descriptio, so the real server dates it as it ' +
      'does without reading ours.',
  ),
} as const;
