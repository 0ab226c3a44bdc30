/**
 * Bulk orders and the order approval queue on the wire (contract 03 section 4), camelCase as the
 * server writes them. Quantities of request lines are in each item's stock unit; item, unit and
 * supplier ids are the demo masters' codes (text).
 */

/** `PurOrderRequirements2` requests[]: an approved request line with what is still to be ordered. */
export interface BulkRequestLine {
  recordId: number;
  seq: string;
  sno: number;
  itemid: string;
  itemdescription: string;
  approvedQty: number;
  pendingQty: number;
  department: string;
}

/** `PurOrderRequirements2` materials[] (active items; `umid` is the stock unit the order is placed in). */
export interface BulkMaterial {
  itemid: string;
  itemname: string;
  umid: string;
  um: string;
}

/** `PurOrderRequirements2`: the items, their units and standard rates, the lines to order, the standard terms. */
export interface BulkRequirements {
  materials: BulkMaterial[];
  units: Array<{ recordid: string; umid: string; um: string }>;
  prices: Array<{ itemid: string; rat: number }>;
  requests: BulkRequestLine[];
  terms: Array<{ slno: number; term: string }>;
}

/** A detail of `SetPurchaseOrder2`: one line of one supplier's order, drawn on request `prrequest`. */
export interface BulkOrderDetail {
  supId: string;
  supplier: string;
  itemId: string;
  itemname: string;
  prrequest: number;
  qty: number | null;
  rat: number | null;
  um: string;
}

/** The body of `SetPurchaseOrder2` (without `usr`, which the data provider adds). */
export interface BulkOrderBody {
  details: BulkOrderDetail[];
  terms: Array<{ term: string }>;
}

/** A row of `GetPurchaseOrdersForApprovals`: `PurPurchaseOrderUni` (the fields the queue shows). */
export interface OrderForApproval {
  recordId: number;
  seq: string;
  dat: string;
  vendorid: string;
  vendorname: string;
  baseamt: number;
  taxes: number;
  totalAmt: number;
  pos: number;
}

/** A supplier of `GetPurchaseOrderRequirements`: the balance owed and, where a credit limit is set, what is left. */
export interface OrderSupplier {
  accountId: string;
  accountname: string;
  availableCredit: number | null;
  restrictMode: number | null;
  balanceAmt: number;
}

/** `GetPurchaseOrderRequirements` (the parts the order form reads). */
export interface OrderRequirements {
  pono: string;
  dat: string;
  suppliers: OrderSupplier[];
  /** The order terms master's standard terms, in their order. */
  terms?: Array<{ slno: number; term: string }>;
}
