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

/** What a history row (`PurPurchaseRequestUniHistory` / `...DetHistory`) carries beside the request's fields. */
const auditStamp = { auditId: int, auditDat: z.string(), auditType: z.number().int().min(1).max(3) };

/** An audit header: the request's header as it was after the change. */
const auditHeader = z.looseObject({ ...auditStamp, recordId: int, seq: z.string(), dat: z.string(), statu: num });

/** One version of a request: its audit header and its lines as they were. */
const requestVersion = z.looseObject({
  header: auditHeader,
  lines: z.array(z.looseObject({ ...auditStamp, recordId: num, sno: num, itemId: id, qty: num })),
});

const AUDIT_USER =
  'Ours in each audit header: auditUsr, who made the change (the history rows carry the request’s own usr, the ' +
  'user who raised it). An approval is kept as a change (AuditType 2); the contract names only create, modify and ' +
  'delete as writing history.';

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

/** 03 §1: purchase requests, their approval and their history. */
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
  // The history: a period's audit headers, and every version of one request (recordId), oldest first.
  audits: contractRoute(
    'api/PurchaseRequests/GetPurchaseRequestAudits',
    generalInformation,
    listOf(auditHeader),
    AUDIT_USER,
  ),
  auditDetails: contractRoute(
    'api/PurchaseRequests/GetPurchaseRequestAuditCompleteDetails',
    generalInformation,
    listOf(requestVersion),
    AUDIT_USER,
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
