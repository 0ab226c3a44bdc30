/**
 * The purchase requests' history calls of the customer's server (contract 03 section 1, the history tables
 * `PurPurchaseRequestUniHistory` / `PurPurchaseRequestDetHistory`), POSTs under `api/PurchaseRequests/`.
 */
export const HISTORY_ENDPOINTS = {
  /** `{ frmDate, toDate, usr }` -> the audit headers of the changes made in the period, newest first. */
  audits: 'api/PurchaseRequests/GetPurchaseRequestAudits',
  /** `{ recordId, usr }` -> `[{ header, lines }]`: every version of one request, oldest first. */
  versions: 'api/PurchaseRequests/GetPurchaseRequestAuditCompleteDetails',
} as const;

/** The history's resource name: the client's query keys and the demo backend's records store. */
export const HISTORY_RESOURCE = 'procurement.purchase-request-history';
