import type { TaxPart } from './stock-sale-types';

/** `MaterialDetails`: a pending sale-order line with the stock to send it from. */
export interface PendingOrderLine {
  soid: number;
  sno: number;
  sono: string;
  partyid: string;
  partyname: string;
  itemid: string;
  itemname: string;
  qty: number;
  um: string;
  dispatched: number;
  pending: number;
  available: number;
  tobedispatched: number;
  rat: number;
  discper: number;
}

/** Ours: a lot of a store with something in it. */
export interface StoreLot {
  store: string;
  itemid: string;
  gin: string;
  batchno: string;
  manudate: string;
  expdate: string;
  available: number;
  /** The lot's cost per stock unit (the price of a transfer at cost). */
  rat: number;
}

export interface SaleCustomer {
  code: string;
  name: string;
  group: string;
  gstin: string;
  mobile: string;
  addr: string;
  city: string;
  zip: string;
  agent: string;
  /** The credit limit; 0: none set (not checked). */
  creditAmount: number;
  /** What the customer owes now (their ledger's balance). */
  balance: number;
  /** Their group's discount percent, offered on each line. */
  discount: number;
  /** Their group's sale type (B2B or B2C), the invoice's first choice. */
  saleType: string;
}

export interface SaleTypeOption {
  code: string;
  name: string;
  kind: string;
  requiresGstin: boolean;
  taxable: boolean;
  /**
   * Ours: a supply to another state, taxed IGST (not CGST and SGST); null for a type saved before it was asked (nothing
   * checked).
   */
  interState: boolean | null;
  pricing: 'LIST' | 'COST';
}

export interface SaleItem {
  itemid: string;
  itemname: string;
  um: string;
  /** The list rate (the item's standard rate). */
  rat: number;
}

export interface SaleTaxOption {
  code: string;
  name: string;
  percent: number;
  components: TaxPart[];
  hsnSac: string;
}

/** Ours: an advance of a customer with something left to adjust. */
export interface OpenAdvance {
  recordId: number;
  seq: string;
  dat: string;
  partyId: string;
  amt: number;
  left: number;
}

export interface Named {
  code: string;
  name: string;
}

/** GetSaleRequirements' answer: the contract's fields, then ours. */
export interface SaleRequirements {
  seq: string;
  dat: string;
  stores: Named[];
  countries: Named[];
  saltypes: SaleTypeOption[];
  customers: SaleCustomer[];
  materials: PendingOrderLine[];
  items: SaleItem[];
  lots: StoreLot[];
  taxes: SaleTaxOption[];
  agents: Named[];
  employees: Named[];
  advances: OpenAdvance[];
  /** Why `materials` may be empty: no sale-order store in this product yet. */
  ordersNote: string;
  /** The seller's GSTIN, printed on the tax invoice. */
  gstin: string;
}
