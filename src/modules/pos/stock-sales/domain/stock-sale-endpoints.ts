/**
 * The calls of stock sales. The contract's own (05-crm.md section 4, `SaleDespatchesController`) first,
 * then ours in its convention (POST, `{ ..., usr }`, answers TransactionResult `{ result: 'OK' | text }`).
 */
export const SALE_ENDPOINTS = {
  /** UserInfo -> SaleRequirements (`seq, dat, stores, countries, saltypes, customers, materials` and ours). */
  requirements: 'api/SaleDespatches/GetSaleRequirements',
  /** `{ frmDate }` -> SaleHeader[] of that day (ours: `toDate` too, for the reports). */
  list: 'api/SaleDespatches/GetSales',
  /** `{ recordId }` -> `{ header, linedetails, taxes, advances (ours), result }`. */
  get: 'api/SaleDespatches/GetSale',
  /**
   * `{ header, lines, taxes, traCheck: 1, usr }` -> `{ result, recordId, seq }`; ours: traCheck 3
   * `{ header: { recordId }, reason }` cancels.
   */
  save: 'api/SaleDespatches/SetSale',
  /**
   * `{ recordId }` -> `{ result }`: a new 6-character pass code (the server e-mails it; the demo keeps it on the
   * invoice).
   */
  newPassCode: 'api/SaleDespatches/geneRatecode',
  /** UserInfo -> the invoices still waiting at the gate (PassCodeCheck 1), without their pass codes. */
  pendingDispatches: 'api/SaleDespatches/GetPendingDispatches',
  /** `{ recordId, detail: <the pass code typed at the gate> }` -> `{ result }`; PassCodeCheck becomes -1. */
  clearDispatch: 'api/SaleDespatches/SetPendingDispatchClear',
  /** Ours: `{ recordId }` -> `{ result, fname }`; counts the copies (print 7, then reprint 8). */
  print: 'api/SaleDespatches/PrintSale',
} as const;

/** The records-store names of the demo backend (and the client's query keys). */
export const SALES_RESOURCE = 'pos.stock-sales';
