/** The goods receipt's calls on the real server (contract 03 section 5), and our one addition. */
export const RECEIPT_ENDPOINTS = {
  /** UserInfo -> `{ seq, dat, stores, countries, purchasetypes, suppliers, addresses, materials, units, orders… }`. */
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
  /**
   * Ours, UserInfo: the orders a receipt may name, as `GetPurchaseRequirements` answers them under `orders` (pos ≤ 3).
   * The form's order picker reads a list on the user alone; the server's list of orders (`GetPurchaseOrders`) reads a
   * period, which a picker of every open order has none of.
   */
  openOrders: 'api/purPurchases/GetOpenOrders',
} as const;
