import * as z from 'zod';
import { addressLines, date, int, model, num, rows, text, traCheck, usr } from './contract-fields';
import { contractRoute, generalInformation, transactionResult } from './contract-route';
import { id, listOf, printResult, stamped } from './procurement-parts-contract';

/** `PurPurchaseRequestUni` (03 §1). */
const requestHeader = model({
  recordId: int,
  seq: text,
  dat: date,
  descriptio: text,
  usr: text,
  ...stamped,
  department: id,
  empno: id,
  printCount: num,
  statu: num,
  salesorder: text,
});

/** `PurPurchaseRequestDet` (03 §1). */
const requestDetail = model({
  recordId: num,
  sno: num,
  dat: date,
  itemId: id,
  itemDescription: text,
  purpose: text,
  suggestedSupplier: id,
  qty: num,
  approvedQty: num,
  um: id,
  reqdBy: date,
  usr: text,
  approvedUsr: text,
  pos: num,
  ...stamped,
  department: id,
});

/**
 * `PurPurchaseEnquiryUni` as 03 §2 names it: the dates, sales order, the copied supplier name and address, status and
 * counts; RecordId, Usr, BranchId and CustomerCode as every entity has them (README).
 */
const enquiryHeader = model({
  recordId: num,
  seq: text,
  dat: date,
  validity: date,
  salesorder: text,
  vendorname: text,
  addr: text,
  ...addressLines,
  web: text,
  pos: num,
  printCount: num,
  mailCount: num,
  usr: text,
  ...stamped,
});

/** `PurPurchaseEnquiryDet` (ItemId, ItemDescription, Qty, Uom) with its keys. */
const enquiryLine = model({ recordId: num, sno: num, itemId: id, itemDescription: text, qty: num, uom: id });

/** A row of an enquiry list (`PurPurchaseEnquiryUni`). */
const enquiryRow = z.looseObject({ recordId: z.number(), seq: z.string(), pos: num });

/** 03 §1: purchase requests and their approval. */
export const PURCHASE_REQUEST_CONTRACT = {
  save: contractRoute(
    'api/PurchaseRequests/setPurchaseRequest',
    z.strictObject({
      header: requestHeader,
      details: rows(requestDetail),
      // Documented by name only ("lines?"), and left out by the client.
      lines: rows(z.looseObject({})),
      tracheck: traCheck,
      usr,
    }),
    transactionResult,
  ),
  approve: contractRoute(
    'api/PurchaseRequests/setPurchaseRequestApproval',
    z.strictObject({ lines: z.array(requestDetail), usr }),
    transactionResult,
  ),
} as const;

/**
 * 03 §2: purchase enquiries. The approval queue, print, mail and approval were seen in the customer's client only:
 * their bodies are the controllers' generic one, as the other documents' queues, prints and approvals take it.
 */
export const PURCHASE_ENQUIRY_CONTRACT = {
  save: contractRoute(
    'api/PurchaseEnquiries/setPurchaseEnquiry',
    z.strictObject({
      header: enquiryHeader,
      supps: z.array(model({ supcode: id, addr: text })),
      lines: z.array(enquiryLine),
      notes: rows(model({ recordId: num, sno: num, note: text })),
      traCheck,
      usr,
    }),
    transactionResult,
  ),
  approvalQueue: contractRoute(
    'api/PurchaseEnquiries/GetPurchaseEnquiriesForApprovals',
    generalInformation,
    listOf(enquiryRow),
  ),
  approve: contractRoute('api/PurchaseEnquiries/SetPurchaseEnquiryForApprovals', generalInformation, transactionResult),
  print: contractRoute('api/PurchaseEnquiries/PrintPurchaseEnquiry', generalInformation, printResult),
  // The answer is not documented.
  mail: contractRoute('api/PurchaseEnquiries/sendEnquiryMail', generalInformation, z.unknown()),
} as const;
