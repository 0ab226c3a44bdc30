/**
 * Purchase requests on the wire (contract 03 section 1), camelCase as the server writes its entities;
 * anonymous answers keep the server's lower-case names. The server's ids of other masters are numbers;
 * the demo's masters are keyed by codes, so departments, employees, items, suppliers and units travel
 * as those codes (text). Dates are `yyyy-MM-dd`.
 */

/** `PurPurchaseRequestUni`. */
export interface RequestHeader {
  recordId: number;
  seq: string;
  dat: string;
  descriptio: string;
  usr: string;
  branchId: string;
  customerCode: number | null;
  department: string | null;
  empno: string | null;
  printCount: number;
  /** 1 pending, 2 approved at birth, 3 approved by the approver, 9 cancelled (ours). */
  statu: number;
  salesorder: string | null;
}

/** `PurPurchaseRequestDet`. */
export interface RequestDetail {
  recordId: number;
  sno: number;
  dat: string;
  itemId: string;
  itemDescription: string;
  purpose: string;
  suggestedSupplier: string | null;
  qty: number;
  approvedQty: number;
  /** The unit the quantity is in; null or '' is the item's stock unit. */
  um: string | null;
  reqdBy: string | null;
  usr: string;
  approvedUsr: string | null;
  pos: number;
  branchId: string;
  customerCode: number | null;
  department: string | null;
}

/** What the client sends of a header and of a line (the server fills the rest). */
export type RequestHeaderInput = Pick<
  RequestHeader,
  'recordId' | 'seq' | 'dat' | 'descriptio' | 'department' | 'empno'
>;
export type RequestDetailInput = Pick<
  RequestDetail,
  'sno' | 'itemId' | 'itemDescription' | 'purpose' | 'suggestedSupplier' | 'um' | 'reqdBy'
> & { qty: number | null };

/** The body of `setPurchaseRequest` (without `usr`, which the data provider adds). */
export interface RequestSaveBody {
  header: RequestHeaderInput;
  details: RequestDetailInput[];
  tracheck: 1 | 2 | 3;
}

/** A line of `GetPurchaseRequest`: the server's own names (suggestSupplier, umid + um name, requiredBy). */
export interface RequestLineAnswer {
  recordId: number;
  sno: number;
  dat: string;
  itemId: string;
  itemName: string;
  itemDescription: string;
  purpose: string;
  suggestSupplier: string | null;
  qty: number;
  umid: string | null;
  um: string;
  requiredBy: string | null;
}

export interface RequestAnswer {
  header: RequestHeader;
  lines: RequestLineAnswer[];
}

/** A row of `GetPurchaseRequests`; `statu` is the header's status + 2 once an order line references it. */
export interface RequestListRow {
  recordid: number;
  seq: string;
  dat: string;
  usr: string;
  departmentname: string;
  empno: string;
  employee: string;
  statu: number;
  printCount: number;
}

/** A line of `GetPurchaseRequestsForApproval`. */
export interface ApprovalQueueLine {
  recordid: number;
  sno: number;
  seq: string;
  dat: string;
  reqdby: string | null;
  itemid: string;
  itemdescription: string;
  qty: number;
  purpose: string;
  supplier: string;
  empname: string;
  um: string;
}

/** One line of `setPurchaseRequestApproval`. */
export interface ApprovalInput {
  recordId: number;
  sno: number;
  itemId: string;
  approvedQty: number | null;
}

/** A row of `GetPendingRequests`. */
export interface PendingItem {
  itemdescription: string;
  qty: number;
  um: string;
}
