/**
 * The purchase request calls of the customer's server (contract 03 section 1), every one a POST under
 * `api/PurchaseRequests/`. Kept in one place so screens never spell a route.
 */
export const REQUEST_ENDPOINTS = {
  /** UserInfo -> `{ seq, dat, departments, suppliers, employees, materials, materialunits }`. */
  requirements: 'api/PurchaseRequests/GetPurchaseRequestRequirements',
  /**
   * `{ frmDate, toDate, usr }` -> `[{ recordid, seq, dat, usr, departmentname, empno, employee, statu, printCount }]`.
   */
  list: 'api/PurchaseRequests/GetPurchaseRequests',
  /** `{ recordId, usr }` -> `{ header, lines }`. */
  one: 'api/PurchaseRequests/GetPurchaseRequest',
  /** `{ header, details, tracheck, usr }` -> `{ result, seq }`; tracheck 1 create, 2 modify, 3 cancel. */
  save: 'api/PurchaseRequests/setPurchaseRequest',
  /** `{ usr }` -> the lines waiting for approval. */
  approvalQueue: 'api/PurchaseRequests/GetPurchaseRequestsForApproval',
  /** `{ lines: [{ recordId, sno, itemId, approvedQty }], usr }` -> `{ result }`; transaction 98. */
  approve: 'api/PurchaseRequests/setPurchaseRequestApproval',
  /** UserInfo -> `[{ itemdescription, qty, um }]`: approved quantities per item, in the stock unit. */
  pending: 'api/PurchaseRequests/GetPendingRequests',
  /** `{ recordId, usr }` -> `{ result, filename }`; print (7) the first time, reprint (8) after. */
  print: 'api/PurchaseRequests/printPurchaseRequest',
} as const;

/** The requests' resource name: the client's query keys and the demo backend's records store. */
export const REQUEST_RESOURCE = 'procurement.purchase-requests';
