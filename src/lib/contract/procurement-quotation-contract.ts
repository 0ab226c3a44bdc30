import * as z from 'zod';
import { date, model, num, rows, text, traCheck, usr } from './contract-fields';
import { contractRoute, transactionResult } from './contract-route';
import { approvalTrail, documentAmounts, id, intText, partyAddress, stamped } from './procurement-parts-contract';

/** `PurQuotationUni`: the header fields 03 §3 lists, with the entity's keys. */
const quotationHeader = model({
  recordId: num,
  seq: text,
  dat: date,
  usr: text,
  validity: date,
  purchaseType: text,
  refQuotationId: id,
  refQuotation: text,
  reference: text,
  ...partyAddress,
  ...documentAmounts,
  salesorder: text,
  pos: intText,
  ...approvalTrail,
  ...stamped,
});

/** `PurQuotationDet` (ItemId, ItemName, ItemDescription, Qty, LeadDays, Um, Rat) with its keys. */
const quotationLine = model({
  recordId: num,
  sno: num,
  itemId: id,
  itemName: text,
  itemDescription: text,
  qty: num,
  leadDays: num,
  um: id,
  rat: num,
  ...stamped,
});

/** `PurQuotationTaxes` (TaxCode, TaxPer, TaxValue) and `PurQuotationTerms` (Term), with their keys. */
const quotationTax = model({ recordId: num, sno: num, taxCode: text, taxPer: num, taxValue: num });
const quotationTerm = model({ recordId: num, sno: num, term: text });

/** 03 §3: purchase quotations. */
export const PURCHASE_QUOTATION_CONTRACT = {
  save: contractRoute(
    'api/PurQuotations/setPurQuotation',
    z.strictObject({
      header: quotationHeader,
      lines: z.array(quotationLine),
      terms: rows(quotationTerm),
      taxes: rows(quotationTax),
      // `FileUploadAttribute`: named, its fields not documented.
      imgs: rows(z.looseObject({})),
      traCheck,
      usr,
    }),
    transactionResult,
  ),
} as const;
