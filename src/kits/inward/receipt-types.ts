/**
 * A goods receipt (material inward receipt, MIR) as the real server carries it (contract 03
 * section 5, camelCase on the wire): `PurPurchasesUni`, `PurPurchasesDet`, `PurPurchaseTaxes`.
 * `advance` and `payable` are ours: what the order's advances took off, and what the supplier is owed.
 */
export interface ReceiptHeader {
  recordId: number | null;
  seq: string;
  dat: string;
  purchaseType: string;
  invoiceno: string;
  invoicedat: string;
  transporter: string;
  vendorid: string;
  vendorname: string;
  /** The order received against (its record id), or null for a direct receipt. */
  refPoid: number | null;
  /** 1: the goods wait for quality control before they enter stock. */
  qcCheck: number;
  baseamt: number;
  discount: number;
  taxes: number;
  others: number;
  totalAmt: number;
  advance: number;
  payable: number;
  pos: number;
  printCount: number;
}

export interface ReceiptLine {
  sno: number;
  store: string;
  itemId: string;
  itemName: string;
  batchno: string;
  manudate: string;
  expdate: string;
  /** In the unit `um`. */
  qty: number;
  um: string;
  /** Rupees per `um`. */
  rat: number;
  /** How many stock units one `um` holds (the server keeps the conversion factor in Mrp). */
  mrp: number;
  /** The goods inward number the server gives the line's lot. */
  gin: string;
}

export interface ReceiptTax {
  sno: number;
  taxcode: string;
  taxper: number;
  taxvalue: number;
}

/** `GetPurchase`'s answer: note the lines travel as `linedetails`. */
export interface ReceiptAnswer {
  header: ReceiptHeader;
  linedetails: ReceiptLine[];
  taxes: ReceiptTax[];
  result: string;
}

/** A header as `SetPurchase` takes it: what the server works out (advance, payable, prints) is not sent. */
export type ReceiptHeaderInput = Omit<ReceiptHeader, 'advance' | 'payable' | 'printCount'>;

/** `SetPurchase`'s body (`traCheck` 1 create, 2 modify; 3 cancel is ours), as the demo backend keeps it. */
export interface ReceiptBody {
  header: ReceiptHeader;
  lines: ReceiptLine[];
  taxes: ReceiptTax[];
}

/** What is left to receive of one item of an order (ours: `api/purPurchases/GetPendingOrderLines`). */
export interface PendingOrderLine {
  itemId: string;
  itemName: string;
  um: string;
  rat: number;
  ordered: number;
  received: number;
  pending: number;
}

/** What a client sends of `SetPurchase`'s body. */
export type ReceiptInput = Omit<ReceiptBody, 'header'> & { header: ReceiptHeaderInput };
