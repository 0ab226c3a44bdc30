/** The bulk-order and order-approval routes (contract 03 section 4, `api/purPurchaseOrders/…`). */
export const BULK_ORDER_ENDPOINTS = {
  requirements: 'api/purPurchaseOrders/PurOrderRequirements2',
  save: 'api/purPurchaseOrders/SetPurchaseOrder2',
  approvalQueue: 'api/purPurchaseOrders/GetPurchaseOrdersForApprovals',
  approve: 'api/purPurchaseOrders/SetPurchaseOrderForApprovals',
} as const;

/** The query key of everything these screens read. */
export const BULK_ORDER_KEY = 'procurement.bulk-orders';
