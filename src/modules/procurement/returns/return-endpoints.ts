/**
 * The purchase return's calls on the real server (contract 03 section 6, `PurPurchaseReturnController`).
 * Permissions: the server checks (2,3,6,t); this client's screen is PROCUREMENT.purReturns (2.3.666).
 */
export const RETURN_ENDPOINTS = {
  requirements: 'api/PurPurchaseReturn/GetPurchaseReturnRequirements',
  list: 'api/PurPurchaseReturn/GetPurchaseReturns',
  get: 'api/PurPurchaseReturn/GetPurchaseReturn',
  /** The goods receipts (MIR) of a period, to return against. */
  receipts: 'api/PurPurchaseReturn/GetPurchases',
  /** One goods receipt with what is left of each of its lots, and the returns and credit notes already against it. */
  receipt: 'api/PurPurchaseReturn/GetPurchase',
  save: 'api/PurPurchaseReturn/SetPurchaseReturn',
  /**
   * Ours: the server deletes the return; we keep it marked cancelled (status 9) and take back its stock, ledger row and
   * voucher.
   */
  remove: 'api/PurPurchaseReturn/DeletePurchaseReturn',
  /** Ours, in the server's convention: `{ recordId, usr }` -> `{ result, filename }`; 7 the first time, 8 after. */
  print: 'api/PurPurchaseReturn/PrintPurchaseReturn',
} as const;

/** The query-cache key of everything returns read. */
export const RETURN_RESOURCE = 'procurement.purchase-returns';
