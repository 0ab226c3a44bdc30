/**
 * One row of the stock ledger `InvMaterialManagement` (03-procurement.md §10) with the names the
 * server writes on the wire (camelCase). Stock of an item in a store = Σ(qtyin − qtyout).
 */
export interface StockRow {
  /** The document's number, e.g. 'MIR26-11/0001'. */
  transactionId: string;
  /** The document line the row comes from (1-based). */
  sno: number;
  /** Goods inward number of the lot, `<yyMMdd><5 digits>` (see gin-number.ts). */
  gin: string;
  /** The item's id ('ITM-0001'): the contract's ItemName holds the material id, not its name. */
  itemName: string;
  /** Transaction date, yyyy-MM-dd. */
  dat: string;
  batchNo: string;
  /** Manufacturing date, yyyy-MM-dd or ''. */
  manudate: string;
  /** Expiry date, yyyy-MM-dd or ''. */
  expdate: string;
  /** Store code. */
  store: string;
  /** Quantity in, in the stock unit (up to 3 decimals). */
  qtyin: number;
  /** Quantity out, in the stock unit (up to 3 decimals). */
  qtyout: number;
  /** Stock unit code ('KG'). */
  stdum: string;
  /** Rupees per stock unit, up to 2 decimals (the wire carries rupees; compute with toPaise). */
  rat: number;
  /** Department the goods went to, or ''. */
  department: string;
  descr: string;
  /** See TransactionType: below 100 a receipt, above 100 an issue. */
  transactionType: number;
  /** The row's own running number within its document (1-based): a line drawn from several lots gives several rows. */
  lineId: number;
}

/**
 * Stock transaction types. The contract names 1 (purchase receipt, MIR), 3 (finished goods from
 * production), 101 (purchase return), 102 (losses) and 103 (issue to a production batch). The
 * others are this client's own, numbered alongside the contract's: 5 opening stock, 6 sample in,
 * 7 transfer in, 8 audit gain, 9 sale return (goods a customer brought back); 106 sample out, 107 transfer out, 108
 * audit loss. Types below 100 are receipts (counted in the average rate), types above 100 are issues.
 */
export const TransactionType = {
  RECEIPT: 1,
  PRODUCTION: 3,
  OPENING: 5,
  SAMPLE_IN: 6,
  TRANSFER_IN: 7,
  AUDIT_GAIN: 8,
  SALE_RETURN: 9,
  PURCHASE_RETURN: 101,
  LOSS: 102,
  ISSUE: 103,
  SAMPLE_OUT: 106,
  TRANSFER_OUT: 107,
  AUDIT_LOSS: 108,
} as const;

export type TransactionTypeCode = (typeof TransactionType)[keyof typeof TransactionType];

/** The types the server contract itself names; the rest are ours. */
export const CONTRACT_TRANSACTION_TYPES: readonly number[] = [1, 3, 101, 102, 103];

/** What each type is called on screens and reports. */
export const TRANSACTION_TYPE_NAMES: Readonly<Record<TransactionTypeCode, string>> = {
  1: 'Purchase receipt',
  3: 'Production',
  5: 'Opening stock',
  6: 'Sample in',
  7: 'Transfer in',
  8: 'Audit gain',
  9: 'Sale return',
  101: 'Purchase return',
  102: 'Loss',
  103: 'Issue',
  106: 'Sample out',
  107: 'Transfer out',
  108: 'Audit loss',
};

/** Does this type bring stock in (types below 100)? */
export const isReceiptType = (type: number): boolean => type < 100;

/** Does this type take stock out (types above 100)? */
export const isIssueType = (type: number): boolean => type > 100;

/**
 * Does this receipt bring goods into the branch, so its rate counts for the average rate and the
 * latest receipt rate? Every receipt type but TRANSFER_IN and SALE_RETURN: a transfer moves goods
 * already received, and a sale return brings back goods that left, each at its lot's own rate;
 * counting them again would weigh those goods twice.
 */
export const isInwardReceiptType = (type: number): boolean =>
  type < 100 && type !== TransactionType.TRANSFER_IN && type !== TransactionType.SALE_RETURN;

/** What the stock rules need to know of an item: its name for messages and its stock unit. */
export interface StockItem {
  name: string;
  unit: string;
}

/** Finds an item by id ('ITM-0003'); undefined when there is no such item. */
export type ItemLookup = (itemName: string) => StockItem | undefined;
