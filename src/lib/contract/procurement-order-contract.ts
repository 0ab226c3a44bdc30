import * as z from 'zod';
import { date, model, num, rows, text, totAdvanceDetails, traCheck, usr } from './contract-fields';
import { contractRoute, transactionResult, userInfo } from './contract-route';
import {
  approvalTrail,
  documentAmounts,
  documentTax,
  documentTerm,
  id,
  intText,
  listOf,
  partyAddress,
  stamped,
} from './procurement-parts-contract';

/** `PurPurchaseOrderUni` (03 §4). */
const orderHeader = model({
  recordId: intText,
  seq: text,
  dat: date,
  usr: text,
  purchaseType: text,
  refQuotationId: id,
  refQuotation: text,
  validity: date,
  reference: text,
  ...partyAddress,
  ...documentAmounts,
  pos: intText,
  ...approvalTrail,
  ...stamped,
  printCount: num,
  mailCount: num,
  typeOfOrder: text,
  countryId: id,
  conversionFactor: num,
  salesorder: text,
});

/** `PurPurchaseOrderDet` (03 §4). */
const orderLine = model({
  recordId: num,
  sno: num,
  itemId: id,
  itemName: text,
  itemDescription: text,
  qty: num,
  um: id,
  rat: num,
  ...stamped,
  purRequest: num,
  reqdBy: date,
});

/** `PurPurchasesUni` (03 §5, fields from the server's code). */
const receiptHeader = model({
  recordId: intText,
  seq: text,
  dat: date,
  usr: text,
  purchaseType: text,
  invoiceno: text,
  invoicedat: date,
  transporter: text,
  ...partyAddress,
  ...documentAmounts,
  pos: intText,
  ...stamped,
  refPoid: id,
  qcCheck: intText,
  currencySymbol: text,
  currencyConversion: num,
});

/** `PurPurchasesDet` (03 §5): `mrp` is the conversion to the stock unit. */
const receiptLine = model({
  recordId: num,
  sno: num,
  store: id,
  itemId: id,
  itemName: text,
  batchno: text,
  manudate: date,
  expdate: date,
  qty: num,
  um: id,
  rat: num,
  mrp: num,
  ...stamped,
  gin: text,
});

/** `PurTerms` (Term, Slno): a standard term of purchase orders. */
const purTerm = model({ term: text, slno: num });

/** 03 §4–§5: the saves of orders (one and in bulk) and goods receipts, and the standard order terms. */
export const PURCHASE_ORDER_CONTRACT = {
  order: contractRoute(
    'api/purPurchaseOrders/SetPurchaseOrder',
    z.strictObject({
      header: orderHeader,
      lines: z.array(orderLine),
      terms: rows(documentTerm),
      taxes: rows(documentTax),
      advances: rows(totAdvanceDetails),
      traCheck,
      usr,
    }),
    transactionResult,
  ),
  bulkOrder: contractRoute(
    'api/purPurchaseOrders/SetPurchaseOrder2',
    z.strictObject({
      details: z.array(
        model({ supId: id, supplier: text, itemId: id, itemname: text, prrequest: num, qty: num, rat: num, um: id }),
      ),
      terms: rows(documentTerm),
      usr,
    }),
    transactionResult,
  ),
  receipt: contractRoute(
    'api/purPurchases/SetPurchase',
    z.strictObject({
      header: receiptHeader,
      lines: z.array(receiptLine),
      taxes: rows(documentTax),
      traCheck,
      usr,
    }),
    transactionResult,
  ),
  orderTerms: contractRoute(
    'api/purPurchaseOrders/GetPurchaseTerms',
    userInfo,
    listOf(z.looseObject({ slno: num, term: text })),
  ),
  /** traCheck 1 adds the term, 3 deletes it (by Slno); the server has no modify. */
  orderTerm: contractRoute(
    'api/purPurchaseOrders/SetPurchaseTerm',
    z.strictObject({ term: purTerm, traCheck: z.union([z.literal(1), z.literal(3)]), usr }),
    transactionResult,
  ),
} as const;
