/** The sale quotation calls (05-crm §2), every one a POST under `api/CRMQuotations/`; the mail is ours. */
export const CRM_QUOTATION_ENDPOINTS = {
  /** UserInfo -> QuotationRequirementsAnswer (a lead to quote is read from `api/CRMLead/GetCRMAllLeadsById`). */
  requirements: 'api/CRMQuotations/GetSaleQuotationRequirements',
  /** `{ frmDate, toDate }` -> CrmQuotationUni[]. */
  list: 'api/CRMQuotations/GetCRMQuotations',
  /** UserInfo -> the quotations waiting for approval (Pos 1). */
  approvalQueue: 'api/CRMQuotations/GetCRMQuotationsForApprovals',
  /** `{ recordId }` -> `{ header, lines, taxes, terms, result }`. */
  one: 'api/CRMQuotations/GetCRMQuotation',
  /** `{ header, lines, terms, taxes, traCheck }` -> `{ result }`; 1 create, 2 modify, 3 delete. */
  save: 'api/CRMQuotations/setCRMQuotation',
  /** `{ recordId }` -> `{ result }`; approve (98) on the approvals screen, only Pos 1 → 3. */
  approve: 'api/CRMQuotations/SetCRMQuotationForApproval',
  /** `{ recordId }` -> `{ result, filename }` (print, 7). */
  print: 'api/CRMQuotations/PrintSaleQuotation',
  /** Ours: `{ recordId, detail: address }` -> `{ result }` (mail, 9). */
  mail: 'api/CRMQuotations/MailSaleQuotation',
} as const;

/** The query keys' root and the demo backend's store. */
export const CRM_QUOTATION_RESOURCE = 'crm.quotations';
