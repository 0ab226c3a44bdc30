/**
 * The wire shapes of sale returns against POS bills (contract 05-crm section 5, `api/CRMSaleReturns/...`: the
 * routes and the save body `{ header, lines, taxes, traCheck, usr }` are the contract's; the server was not read,
 * so every answer here is ours, in the family's convention) and of customer debit notes (no contract: ours, in the
 * same family, `api/CRMDebitNotes/...`). Money travels as rupees with two decimals and is computed in paise;
 * quantities carry up to three decimals. Document status `pos`: 2 in force, 9 cancelled (kept, posting nothing).
 */

export const IN_FORCE = 2;

export const CANCELLED = 9;

export type RefundMode = 'CASH' | 'CREDIT';

/** A line's frozen part of one of its bill's tax rows (CGST 2.5%: 12.50). */
export interface TaxShare {
  component: string;
  percent: number;
  amount: number;
}

/** What a bill line was billed at, or what returns have refunded of it: quantity and each part of its value. */
export interface LineFigures {
  qty: number;
  amount: number; // rate x quantity
  discount: number; // its share of the bill's discount
  serviceCharge: number; // its share of the service charge
  taxes: TaxShare[]; // its share of each tax row of the bill (every row it belongs to, even at 0.00)
}

/** A bill goods can come back against (GetSales): settled, chargeable, not yet wholly returned. */
export interface ReturnableSale {
  billNo: number;
  seq: string;
  dat: string;
  outlet: string;
  tableNo: string;
  customer: string; // the customer the bill names ('' for a walk-in sale: refunds only in cash)
  customerName: string;
  settledBy: string; // the settlement modes, e.g. 'Cash, Card'
  total: number;
  returned: number; // refunded by returns in force
}

/** One bill line with what was sold and what earlier returns (in force) took back. */
export interface SaleSourceLine {
  lineId: string;
  itemId: string;
  itemName: string;
  rate: number;
  taxCode: string;
  sold: LineFigures;
  returned: LineFigures;
}

export interface BillTaxRowWire {
  component: string;
  percent: number;
  taxable: number;
  amount: number;
}

/** GetSale: the bill, its lines with what is left to return, its tax rows and the returns already made. */
export interface SaleForReturn {
  header: ReturnableSale & { roundOff: number; returnedTotal: number };
  lines: SaleSourceLine[];
  taxes: BillTaxRowWire[];
  returns: SaleReturnHeader[];
  result: string;
}

export interface SaleReturnHeader {
  recordId: number;
  seq: string; // SRT<yy>-<MM>/<4 digits>
  dat: string;
  time: string; // ISO
  billNo: number;
  billSeq: string;
  billDat: string;
  outlet: string;
  customer: string;
  customerName: string;
  refundMode: RefundMode;
  reason: string;
  amount: number;
  discount: number;
  serviceCharge: number;
  taxable: number;
  taxTotal: number;
  roundOff: number;
  total: number; // refunded
  pos: number; // IN_FORCE or CANCELLED
  printCount: number;
  usr: string;
}

export interface SaleReturnLine extends LineFigures {
  sno: number;
  lineId: string;
  itemId: string;
  itemName: string;
  rate: number;
  taxCode: string;
  taxable: number;
  tax: number;
}

export interface SaleReturnTax extends BillTaxRowWire {
  sno: number;
}

/** Stock brought back by a return: into the store (and lot) the bill drew it from. */
export interface ReturnedStock {
  itemId: string;
  name: string;
  store: string;
  gin: string;
  qty: number;
  unit: string;
}

/** One return as stored and answered (GetSaleReturn, ours; the print). */
export interface SaleReturnAnswer {
  header: SaleReturnHeader;
  lines: SaleReturnLine[];
  taxes: SaleReturnTax[];
  stock: ReturnedStock[];
  result: string;
}

/**
 * SetSaleReturn `{ header, lines, taxes, traCheck: 1, usr }`: the server prices the return itself and refuses when its
 * total differs from the one the cashier saw.
 */
export interface SaleReturnSaveBody {
  header: { billNo: number; refundMode: RefundMode; reason: string; total: number };
  lines: Array<{ lineId: string; qty: number }>;
  taxes: SaleReturnTax[];
  traCheck: 1;
}

export interface SaleReturnRequirements {
  seq: string; // the next number
  dat: string; // the server's business date (returns are dated today)
}
