/** The lead world's endpoints (05-crm §6 names; the contact submissions and the pipeline report are ours). */
export const LEAD_ROUTES = {
  saveLead: 'api/CRMLead/SaveCRMLead',
  updateLead: 'api/CRMLead/updateCRMLead',
  leads: 'api/CRMLead/GetCRMAllLeads',
  lead: 'api/CRMLead/GetCRMAllLeadsById',
  assignOwners: 'api/CRMLead/updateassignleadowners',
  leadsToCustomer: 'api/CRMLead/GetLeadsToCustomer',
  saveCall: 'api/CRMLead/Savecrmtelecalldetails',
  calls: 'api/CRMLead/getcrmtelecalldetails',
  customers: 'api/CRMLead/GetCRMAllCustomers',
  customer: 'api/CRMLead/GetCRMCustomerById',
  saveCustomer: 'api/CRMLead/SaveCRMCustomer',
  updateCustomer: 'api/CRMLead/updateCRMCustomer',
  contacts: 'api/CRMLead/Getcrmleadcontact',
  contact: 'api/CRMLead/GetcrmleadcontactById',
  saveContact: 'api/CRMLead/SavecrmleadContact',
  updateContact: 'api/CRMLead/Updatecrmleadcontact',
  deleteContact: 'api/CRMLead/GetcrmleadcontactDeleteById',
  sources: 'api/CRMRx/GetCrmLeadSources',
  statuses: 'api/CRMRx/GetCrmLeadStatuses',
  stages: 'api/CRMRx/GetCrmLeadStages',
  callTypes: 'api/CallLogs/GetAllCrmCallTypes',
  /** Ours: the employees a lead may be assigned to (`[{empno, empname}]`). */
  owners: 'api/CRMRx/GetCrmLeadOwners',
  submissions: 'api/CRMLead/GetCRMContactSubmissions',
  saveSubmission: 'api/CRMLead/SaveCRMContactSubmission',
  convertSubmission: 'api/CRMLead/ConvertCRMContactSubmission',
  discardSubmission: 'api/CRMLead/DiscardCRMContactSubmission',
  pipeline: 'api/CRMReports/GetLeadPipeline',
} as const;

/** The query key of every lead-world read (a write refreshes them all). */
export const LEAD_KEY = 'crm-leads';
