/** The goods receipt's calls on the real server (contract 03 section 5), and our one addition. */
export const RECEIPT_ENDPOINTS = {
  requirements: 'api/purPurchases/GetPurchaseRequirements',
  list: 'api/purPurchases/GetPurchases',
  get: 'api/purPurchases/GetPurchase',
  save: 'api/purPurchases/SetPurchase',
  print: 'api/purPurchases/GetPurchasesPrint',
  /**
   * Ours (the server sets the order received on the first receipt and tracks no partial receipts): what each order line
   * still awaits.
   */
  pendingOrderLines: 'api/purPurchases/GetPendingOrderLines',
} as const;
