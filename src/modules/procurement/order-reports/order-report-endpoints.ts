/**
 * The order-management reports' routes (contract 03 section 11, body `{ frmDate, toDate, detail?, recordId?, usr }`).
 */
export const ORDER_REPORT_ENDPOINTS = {
  pendingRequests: 'api/PurRepOrderManagement/purRepOrderPendingRequests',
  requestsToApprove: 'api/PurRepOrderManagement/PurRepRequestsTobeApproved',
  expiredRequests: 'api/PurRepOrderManagement/PurRepRequestsExpired',
  pendingOrders: 'api/PurRepOrderManagement/purRepOrderListOfOrdersPending',
  expectedMaterials: 'api/PurRepOrderManagement/purRepOrderExpectedMaterials',
  pendingAdvances: 'api/PurRepOrderManagement/purRepOrderPendingAdvances',
  requests: 'api/PurRepOrderManagement/purRepOrderRequests',
  /** `recordId`: the item (none: every item). */
  itemWisePendingRequests: 'api/PurRepOrderManagement/purRepItemWisePendingRequests',
  /** `recordId`: 1 every enquiry, 2 pending, 3 expired. */
  enquiries: 'api/PurRepOrderManagement/PurRepListOfEnquiries',
  orders: 'api/PurRepOrderManagement/purRepOrderListOfOrders',
  /** `detail`: the supplier (none: every supplier). */
  supplierWiseOrders: 'api/PurRepOrderManagement/purRepOrderListOfOrdersSupplierWise',
} as const;

export type OrderReportEndpoint = (typeof ORDER_REPORT_ENDPOINTS)[keyof typeof ORDER_REPORT_ENDPOINTS];
