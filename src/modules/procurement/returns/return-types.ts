import type { CreditNoteRow } from '../credit-notes/credit-note-types';
import type { ReceiptHeader, ReceiptTax } from '../../../kits/inward/receipt-types';

/**
 * `PurPurchaseReturnsUni` (camelCase). In lists `branchId` carries the receipt's MIR number and `webid` its invoice
 * number.
 */
export interface ReturnHeader {
  recordId: number | null;
  seq: string;
  dat: string;
  /** The goods receipt returned against: its record id (its MIR number is accepted too). */
  refMir: number | string;
  vendorid: string;
  vendorname: string;
  baseamt: number;
  taxes: number;
  totalAmt: number;
  branchId: string;
  webid: string;
  /** Ours: 2 in force, 9 cancelled (the server deletes instead). */
  pos: number;
  usr: string;
  /** Ours: times printed (0 for returns stored before it was counted). */
  printCount: number;
}

/**
 * `PurPurchaseReturnsDet`: `branchId` is the lot's goods inward number (GIN); `qty` in the receipt's unit, `mrp` its
 * conversion.
 */
export interface ReturnLine {
  sno: number;
  itemId: string;
  itemName: string;
  batchno: string;
  manudate: string;
  expdate: string;
  qty: number;
  mrp: number;
  rat: number;
  branchId: string;
  /** Ours: the store the lot is in and the receipt's unit. */
  store: string;
  um: string;
}

export interface ReturnAnswer {
  header: ReturnHeader;
  lines: ReturnLine[];
  taxes: ReceiptTax[];
}

/** What a save sends: `{ header, lines, taxes, traCheck: 1 }`. */
export interface ReturnSaveBody {
  header: Pick<ReturnHeader, 'dat' | 'refMir' | 'vendorid' | 'baseamt' | 'taxes' | 'totalAmt'>;
  lines: Array<Pick<ReturnLine, 'itemId' | 'batchno' | 'manudate' | 'expdate' | 'qty' | 'mrp' | 'rat' | 'branchId'>>;
  taxes: Array<Pick<ReceiptTax, 'taxcode' | 'taxper' | 'taxvalue'>>;
  traCheck: 1;
}

/**
 * One line of `GetPurchase`: `available` is what is left of the lot in its store now, `qtyout` what has left it; both
 * in `stdum`.
 */
export interface ReturnSourceLine {
  recordId: number;
  sno: number;
  itemid: string;
  gin: string;
  itemname: string;
  batchno: string;
  manudate: string;
  expdate: string;
  qty: number;
  qtyout: number;
  available: number;
  rat: number;
  umid: string;
  um: string;
  conversion: number;
  /** Ours. */
  store: string;
  stdum: string;
}

/**
 * `GetPurchase`: the receipt (with, ours, what is still pending on its bill), its lines and taxes, and what was
 * returned or credited.
 */
export interface ReturnSource {
  header: ReceiptHeader & { pending: number };
  lines: ReturnSourceLine[];
  taxes: ReceiptTax[];
  prevPurchaseReturn: ReturnHeader[];
  prevCreditNotes: CreditNoteRow[];
}

export interface ReturnRequirements {
  seq: string;
  dat: string;
  taxes: Array<{ taxCode: string; taxPer: number }>;
}
