/**
 * The purchase quotation calls of the customer's server (contract 03 section 3), every one a POST under
 * `api/PurQuotations/`.
 */
export const QUOTATION_ENDPOINTS = {
  /** UserInfo -> `{ pqseq, dat, suppliers, addresses, materials, taxes, units, terms, enquiries }`. */
  requirements: 'api/PurQuotations/GetPurchaseQuotationRequirements',
  /** `{ frmDate, toDate, usr }` -> PurQuotationUni[]. */
  list: 'api/PurQuotations/GetPurQuotations',
  /** `{ frmDate, toDate, usr }` -> the quotations waiting for approval (Pos 1). */
  approvalQueue: 'api/PurQuotations/GetPurQuotationsForApprovals',
  /** `{ recordId, usr }` -> `{ header, lines, taxes, terms, result }`. */
  one: 'api/PurQuotations/GetPurQuotation',
  /**
   * `{ header, lines, terms, taxes, imgs, traCheck, usr }` -> `{ result }`; traCheck 1 create, 3 cancel (ours: kept,
   * marked 9).
   */
  save: 'api/PurQuotations/setPurQuotation',
  /** `{ recordId, usr }` -> `{ result }`; transaction 98, only while Pos is 1. */
  approve: 'api/PurQuotations/SetPurQuotationForApproval',
} as const;

/** The quotations' resource name: the client's query keys and the demo backend's records store. */
export const QUOTATION_RESOURCE = 'procurement.purchase-quotations';
