/**
 * The purchase order routes besides the order's own list, get and save (contract 03 section 4,
 * `api/purPurchaseOrders/…`): bulk orders, the approval queue and what the order form reads.
 */
export const BULK_ORDER_ENDPOINTS = {
  /** UserInfo -> `{ pono, dat, suppliers (balance, credit left), …, pendingrequests, pricesinfo }`. */
  orderRequirements: 'api/purPurchaseOrders/GetPurchaseOrderRequirements',
  requirements: 'api/purPurchaseOrders/PurOrderRequirements2',
  save: 'api/purPurchaseOrders/SetPurchaseOrder2',
  approvalQueue: 'api/purPurchaseOrders/GetPurchaseOrdersForApprovals',
  approve: 'api/purPurchaseOrders/SetPurchaseOrderForApprovals',
} as const;

/** The query key of everything these screens read. */
export const BULK_ORDER_KEY = 'procurement.bulk-orders';
