/**
 * Store-to-store and branch-to-branch transfers on the wire. The real server's transfer routes were
 * not seen (contract 03-procurement.md §10): these shapes are ours, following its conventions
 * (camelCase, `{ header, lines, traCheck, usr }` saves answering `{ result, recordId?, seq? }`).
 */
export type TransferKind = 'store' | 'branch';

/** A lot a line drew from (filled in by the server when it saves). */
export interface MovedLot {
  gin: string;
  batchNo: string;
  /** yyyy-MM-dd or ''. */
  expdate: string;
  qty: number;
}

export interface TransferLine {
  sno: number;
  itemId: string;
  qty: number;
  /** The lot asked for; absent: oldest lots first. */
  gin?: string;
  /** The lots actually moved (stored with the document, so a cancelled one still says what it moved). */
  lots?: MovedLot[];
}

export interface TransferHeader {
  /** 'STT26-05/0001' or 'BBT26-05/0001'; '' before saving. */
  recordId: string;
  /** yyyy-MM-dd. */
  dat: string;
  fromStore: string;
  toStore: string;
  /** Branch transfers only (branch codes like usr.bCode 'E001'). */
  fromBranch?: string;
  toBranch?: string;
  descriptio: string;
  status: 'Active' | 'Cancelled';
  printCount: number;
  createdBy: string;
  createdAt: string;
  cancelledBy?: string;
  cancelledAt?: string;
  /** How many lines (list answers). */
  lineCount: number;
}

export interface TransferDocument {
  header: TransferHeader;
  lines: TransferLine[];
}

export interface NamedCode {
  code: string;
  name: string;
}

export interface TransferItem {
  itemId: string;
  name: string;
  unit: string;
}

/** What one item holds in the source store as on the date asked: in all, and lot by lot (oldest first). */
export interface StoreStock {
  itemId: string;
  qty: number;
  lots: MovedLot[];
}

/** `Get…Requirements {frmDate: date, detail: source store}`: the pickers' lists and the source store's stock. */
export interface TransferRequirements {
  stores: NamedCode[];
  branches: NamedCode[];
  items: TransferItem[];
  stock: StoreStock[];
}
