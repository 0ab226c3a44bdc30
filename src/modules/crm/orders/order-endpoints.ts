/** The CRM sale order calls (05-crm.md section 3), every one a POST; the print and the report are ours. */
export const ORDER_ENDPOINTS = {
  /**
   * UserInfo -> `{ pono, dat, customers, materials, taxes, terms, purtypes, employees }` + ours `quotations` (approved,
   * in validity).
   */
  requirements: 'api/CRMSaleOrder/GetSaleOrderRequirements',
  /** `{ frmDate, toDate }` -> CrmSaleOrderUni[]. */
  list: 'api/CRMSaleOrder/GetSaleOrders',
  /** -> the orders waiting for approval (Pos 1). */
  approvalQueue: 'api/CRMSaleOrder/GetSaleOrdersForApprovals',
  /** `{ recordId }` -> `{ recordId, result }`; approve (98) on crm-order-approval, only while Pos 1. */
  approve: 'api/CRMSaleOrder/SetSaleOrderForApprovals',
  /** `{ recordId }` -> `{ header, lines, terms, taxes, advances, result }`. */
  one: 'api/CRMSaleOrder/GetSaleOrder',
  /** `{ header, lines, terms, taxes, advances, traCheck }` 1 create, 2 modify, 3 delete. */
  save: 'api/CRMSaleOrder/SetSaleOrder',
  /** Ours: `{ recordId }` counts a print (transaction 7). */
  print: 'api/CRMSaleOrder/PrintSaleOrder',
  /** Ours: `{ frmDate, toDate }` -> the approved orders' lines with ordered, invoiced, pending and their batch. */
  pendingLines: 'api/CRMReports/GetPendingOrderLines',
} as const;

/** The client's query key of the sale orders. */
export const ORDER_KEY = 'crm.sale-orders';
