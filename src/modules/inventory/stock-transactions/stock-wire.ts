import type { TraType } from './tra-types';

/**
 * A stock document's header as GetInvTransaction(s) answer it (the contract's InvTransactionsUni, our fields beside).
 */
export interface StockDocumentHeader {
  /** Our number, e.g. 'ISS26-11/0001'. */
  recordId: string;
  /** The running number within the type and month. */
  seq: number;
  traType: TraType;
  /** yyyy-MM-dd. */
  dat: string;
  descriptio: string;
  /** Issues: the department the goods went to. */
  department: string;
  /** Losses: the loss type. */
  lossType: string;
  /** Audit: the store counted. */
  store: string;
  status: 'Active' | 'Cancelled';
  /** Rupees: the value of the stock moved. */
  total: number;
  createdBy: string;
  createdAt: string;
  cancelledBy: string;
  cancelledAt: string;
  /** Times printed (0 for documents stored before it was counted). */
  printCount: number;
}

/** A line as GetInvTransaction answers it: `{recordid, sno, itemid, itemname, qtyin, qtyout, um}` and ours after. */
export interface StockDocumentLine {
  recordid: string;
  sno: number;
  itemid: string;
  itemname: string;
  qtyin: number;
  qtyout: number;
  um: string;
  store: string;
  /** The lots drawn or received, comma separated. */
  gin: string;
  /** Rupees: the line's value. */
  value: number;
}

export interface StockDocument {
  header: StockDocumentHeader;
  lines: StockDocumentLine[];
}

/** A line of a SetInvTransaction body (the contract's InvTransactionsDet: Sno, ItemId, Qtyin, Qtyout, and ours). */
export interface SaveLine {
  sno: number;
  itemId: string;
  qtyin: number;
  qtyout: number;
  store: string;
  /** Issues: draw from this lot only. */
  gin?: string;
  /** Samples in: rupees per unit. */
  rate?: number;
  /** Audit: the count, as typed. */
  counted?: number | string;
}

export interface SaveHeader {
  traType: TraType;
  dat: string;
  descriptio: string;
  department?: string;
  lossType?: string;
  store?: string;
}

/** An audit's outcome in the save's answer (values in rupees). */
export interface AuditSummaryWire {
  lines: number;
  itemsChanged: number;
  gainValue: number;
  lossValue: number;
}

/** One lot of an item in a store with stock left. */
export interface LotInfo {
  store: string;
  gin: string;
  qty: number;
  rat: number;
}

/** An item with its stock per store and its lots (the contract's matinfo, our fields). */
export interface MatInfo {
  itemid: string;
  itemname: string;
  um: string;
  stock: { store: string; qty: number }[];
  lots: LotInfo[];
}

/** GetInvLossesTraRequirements: items, stores, and the departments (issues) or loss types (losses). */
export interface StockRequirements {
  matinfo: MatInfo[];
  stores: { code: string; name: string }[];
  trans: { recordid: string; name: string; description: string }[];
}
