import type { RequestOf } from '../../../lib/contract/contract-route';
import type { CRM_SALES_CONTRACT } from '../../../lib/contract/crm-sales-contract';

/**
 * CRM sale orders on the wire (05-crm.md section 3, `CrmSaleOrderUni` + `CrmSaleOrderDet`, camelCase): amounts in
 * rupees (two decimals), quantities with at most three decimals, dates `yyyy-MM-dd`. The header and line keep the
 * fields the sales invoice reads of an order (`StoredSaleOrder` in the demo backend) and add the contract's.
 */

/** 1 pending approval, 2 approved at birth, 3 approved by the approver. */
export type OrderPos = 1 | 2 | 3;

export interface OrderHeader {
  recordId: number;
  seq: string;
  dat: string;
  saleType: string;
  validity: string | null;
  reference: string;
  partyId: string;
  partyName: string;
  addr: string;
  city: string;
  mobile: string;
  /** The quotation ordered against (its record id) and its number, or null and ''. */
  quotationId: number | null;
  quotationno: string;
  modeofpayment: string;
  orderstatus: string;
  refEmployee: string;
  baseamt: number;
  taxes: number;
  totalAmt: number;
  advance: number;
  pos: number;
  approvedUsr: string | null;
  approvedDat: string | null;
  printCount: number;
  usr: string;
  /** Ours: a closed order is no longer invoiced against. */
  closed?: boolean;
}

export interface OrderLine {
  sno: number;
  itemId: string;
  itemName: string;
  itemDescription: string;
  qty: number;
  um: string;
  rat: number;
  discPer: number;
  reqdBy: string | null;
  /** The quotation's line it comes from (sno), or null. */
  quotationLine: number | null;
}

export interface OrderTax {
  sno: number;
  lineId: number;
  taxcode: string;
  taxper: number;
  taxvalue: number;
}

/** An advance received with the order (Tratype SAL_REC). */
export interface OrderAdvance {
  sno: number;
  tratype: 'SAL_REC';
  amt: number;
  mode: string;
}

export interface SaleOrder {
  header: OrderHeader;
  lines: OrderLine[];
  terms: Array<{ sno: number; term: string }>;
  taxes: OrderTax[];
  advances: OrderAdvance[];
}

export interface OrderAnswer extends SaleOrder {
  result: string;
  /** Ours: what the invoices sent and what is in a batch, per line sno. */
  usage: Array<{ sno: number; invoiced: number; inBatch: boolean }>;
}

/** An approved quotation still in validity, with its lines, to order from. */
export interface OrderableQuotation {
  recordId: number;
  seq: string;
  dat: string;
  validity: string;
  partyId: string | null;
  partyName: string;
  refEmployee: string | null;
  lines: Array<{
    sno: number;
    itemId: string;
    itemName: string;
    itemDescription: string;
    qty: number;
    um: string;
    rat: number;
    discPer: number;
    taxId?: string;
  }>;
  terms: Array<{ sno: number; term: string }>;
}

export interface OrderRequirements {
  pono: string;
  dat: string;
  customers: Array<{ code: string; name: string; addr: string; city: string; mobile: string }>;
  materials: Array<{ itemid: string; itemname: string; um: string; rat: number }>;
  taxes: Array<{ code: string; name: string; percent: number }>;
  terms: Array<{ sno: number; term: string }>;
  purtypes: Array<{ code: string; name: string }>;
  employees: Array<{ code: string; name: string }>;
  quotations: OrderableQuotation[];
}

/** `SetSaleOrder`'s body as the contract documents it (src/lib/contract/crm-sales-contract.ts), `usr` aside. */
export type OrderSaveBody = Omit<RequestOf<typeof CRM_SALES_CONTRACT.saveOrder>, 'usr'>;

/** A row of the pending order lines report (ours: `api/CRMReports/GetPendingOrderLines`). */
export interface PendingOrderRow {
  soid: number;
  seq: string;
  dat: string;
  partyName: string;
  sno: number;
  itemId: string;
  itemName: string;
  um: string;
  ordered: number;
  invoiced: number;
  pending: number;
  inBatch: string;
}
