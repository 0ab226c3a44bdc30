/**
 * The wire shapes of stock sales (05-crm.md section 4, camelCase as the server writes them). Amounts are
 * rupees with at most two decimals; quantities in the item's stock unit with at most three.
 * Fields marked "ours" are additions the contract does not carry.
 */

/** Pos of an invoice: 1 saved (the contract's), 9 cancelled (ours: kept, marked, as the purchase documents). */
export const SALE_SAVED = 1;

export const SALE_CANCELLED = 9;

/** PassCodeCheck: 1 waiting at the gate, -1 cleared (dispatched); ours: 0 once the invoice is cancelled. */
export const PASS_PENDING = 1;

export const PASS_CLEARED = -1;

export const PASS_VOID = 0;

/** `SalSalesUni`. */
export interface SaleHeader {
  recordId: number;
  /** Ours: SAL<yy><yy>-<5>, a series of its own (the server reused the purchase receipt's MIR series). */
  seq: string;
  /** 'yyyy-MM-dd': the server's today. */
  dat: string;
  saleType: string;
  partyId: string;
  partyName: string;
  addr: string;
  city: string;
  zip: string;
  gstin: string;
  mobile: string;
  baseamt: number;
  discount: number;
  taxes: number;
  others: number;
  totalAmt: number;
  /** Ours: the customer's advances adjusted on this invoice, and what is left to receive (total − advance). */
  advance: number;
  pending: number;
  refSoid: number | null;
  currencySymbol: string;
  currencyConversion: number;
  pos: number;
  passCode: string;
  passCodeCheck: number;
  /** Ours: the agent credited with the sale (the customer's by default) and the sales person (an employee). */
  agent: string;
  employee: string;
  remarks: string;
  printCount: number;
  /** Ours: why and when it was cancelled, when the gate cleared it and who. */
  cancelReason: string;
  clearedAt: string;
  clearedBy: string;
  usrName: string;
}

/** One tax component a line carries, as charged (frozen on the line when saved). */
export interface TaxPart {
  component: string;
  percent: number;
}

/** `SalSalesDet`. */
export interface SaleLine {
  sno: number;
  store: string;
  itemId: string;
  itemName: string;
  um: string;
  /** Ours: the lot (goods inward number) the goods come out of; the contract carries its batch and dates. */
  gin: string;
  batchno: string;
  manudate: string;
  expdate: string;
  qty: number;
  /** The contract's unit conversion factor (1: sold in the stock unit). */
  mrp: number;
  rat: number;
  /**
   * Ours, frozen on the line: the discount percent, the sale tax, its components and HSN/SAC, and the line's figures.
   */
  discPer: number;
  taxCode: string;
  taxParts: TaxPart[];
  hsn: string;
  amount: number;
  discount: number;
  taxable: number;
  tax: number;
  refSoid: number | null;
  refSoLine: number | null;
}

/** A tax line of the invoice: one component at one rate, on the sum of its lines' taxable values. */
export interface SaleTax {
  sno: number;
  taxcode: string;
  taxper: number;
  /** Ours: what the rate was reckoned on. */
  taxable: number;
  taxvalue: number;
}

/** Ours: an advance adjusted on the invoice. */
export interface AdvanceAdjustment {
  recordId: number;
  seq: string;
  amt: number;
}

/** Ours, in GetSale's answer: the names its codes stand for and the seller's GSTIN, for the screen and the print. */
export interface SaleNames {
  saleType: string;
  agent: string;
  employee: string;
  sellerGstin: string;
}

/** GetSale's answer. */
export interface SaleDocument {
  header: SaleHeader;
  linedetails: SaleLine[];
  taxes: SaleTax[];
  advances: AdvanceAdjustment[];
  names: SaleNames;
  result: string;
}

/** A line as the client sends it: the server fills names, lot details, tax parts and figures. */
export type SaleLineInput = Pick<
  SaleLine,
  'store' | 'itemId' | 'gin' | 'qty' | 'rat' | 'discPer' | 'taxCode' | 'refSoid' | 'refSoLine'
>;

/** The header as the client sends it (`advance`: what to adjust of the customer's advances). */
export type SaleHeaderInput = Pick<
  SaleHeader,
  'saleType' | 'partyId' | 'agent' | 'employee' | 'remarks' | 'advance'
> & { refSoid?: number | null };

/** A row of GetPendingDispatches (the pass code is not sent: the gate must be told it). */
export type PendingDispatch = Pick<
  SaleHeader,
  'recordId' | 'seq' | 'dat' | 'partyId' | 'partyName' | 'totalAmt' | 'passCodeCheck'
> & { items: number };
