import * as z from 'zod';
import { date, documentAddress, model, num, numOrText, text } from './contract-fields';

/*
 * The pieces the procurement documents share (03-procurement.md): ids, prints, the party address a document copies and
 * the tax and term rows of orders, receipts and quotations.
 */

/**
 * An `int?` id of another master (item, supplier, unit, store, department, employee). The demo masters key these by
 * code (`ITM-0001`, `SUP-001`, `WH`), which the client passes through as it receives them (docs/modules/procurement.md,
 * "Where we depart"); the real server's ids are numbers, which ASP.NET also reads from numeric text.
 */
export const id = numOrText;

/** An `int?` the client's forms hold as text (a select's value, e.g. `qcCheck` "0"): ASP.NET reads numeric text. */
export const intText = numOrText;

/** `VoucherResult` of a print: the PDF's name under `Reps/` (some controllers call it `fname`). */
export const printResult = z.looseObject({ result: z.string(), filename: text, fname: text });

/** A list endpoint's answer: its rows, or null when the user may not see them. */
export const listOf = <Row extends z.ZodType>(row: Row) => z.array(row).nullable();

/** The supplier's address a document copies from the chosen party address (orders, quotations, receipts). */
export const partyAddress = {
  vendorid: id,
  vendorname: text,
  ...documentAddress,
};

/** Base, discount, taxes, others and total of a document (`double?`). */
export const documentAmounts = { baseamt: num, discount: num, taxes: num, others: num, totalAmt: num };

/** What every stored row carries besides its own fields: the branch and customer the server stamps from `usr`. */
export const stamped = { branchId: text, customerCode: num };

/** `PurPurchaseOrderTaxes` / `PurPurchaseTaxes` (RecordId, Sno, Taxcode, Taxper, Taxvalue). */
export const documentTax = model({
  recordId: num,
  sno: num,
  taxcode: text,
  taxper: num,
  taxvalue: num,
  ...stamped,
});

/** `PurPurchaseOrderTerms` (RecordId, Sno, Term). */
export const documentTerm = model({ recordId: num, sno: num, term: text });

/** A header's date fields the server writes on approval. */
export const approvalTrail = { approvedUsr: text, approvedDat: date };
