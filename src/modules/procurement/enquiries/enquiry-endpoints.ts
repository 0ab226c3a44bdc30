/**
 * The purchase enquiry calls of the customer's server (contract 03 section 2), every one a POST under
 * `api/PurchaseEnquiries/`.
 */
export const ENQUIRY_ENDPOINTS = {
  /** UserInfo -> the request requirements' lists + `addresses`, `purchasenotes` and the next number `seq`. */
  requirements: 'api/PurchaseEnquiries/GetPurchaseEnquiryRequirements',
  /** `{ frmDate, toDate, usr }` -> PurPurchaseEnquiryUni[]. */
  list: 'api/PurchaseEnquiries/GetPurchaseEnquiries',
  /** `{ recordId, usr }` -> `{ header, lines, notes, result }`. */
  one: 'api/PurchaseEnquiries/GetPurchaseEnquiry',
  /**
   * `{ header, supps: [{ supcode, addr }], lines, notes, traCheck, usr }` -> `{ result }`: one enquiry per supplier.
   */
  save: 'api/PurchaseEnquiries/setPurchaseEnquiry',
  /** `{ recordId, usr }` -> `{ result, filename }`; print (7) the first time, reprint (8) after. */
  print: 'api/PurchaseEnquiries/PrintPurchaseEnquiry',
  /** `{ recordId, usr }` -> `{ result }`; counts the mail. The demo sends nothing. */
  mail: 'api/PurchaseEnquiries/sendEnquiryMail',
  /** `{ usr }` -> the enquiries waiting for approval (Pos 1). */
  approvalQueue: 'api/PurchaseEnquiries/GetPurchaseEnquiriesForApprovals',
  /** `{ recordId, usr }` -> `{ result }`; transaction 98. */
  approve: 'api/PurchaseEnquiries/SetPurchaseEnquiryForApprovals',
} as const;

/** The enquiries' resource name: the client's query keys and the demo backend's records store. */
export const ENQUIRY_RESOURCE = 'procurement.purchase-enquiries';
