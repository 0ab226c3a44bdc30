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
} as const;

export type OrderReportEndpoint = (typeof ORDER_REPORT_ENDPOINTS)[keyof typeof ORDER_REPORT_ENDPOINTS];
