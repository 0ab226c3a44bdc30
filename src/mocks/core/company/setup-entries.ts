import type { SetupEntry } from '../../../lib/session/session-types';

/** Approval settings; value 2 means the document needs approval (spec section 4). */
export const DEMO_SETUP_ENTRIES: readonly SetupEntry[] = [
  { branchId: 'PUR', setupCode: 'pur_req', setupDescription: 'Purchase requests need approval', setupValue: 1 },
  { branchId: 'PUR', setupCode: 'pur_enq', setupDescription: 'Purchase enquiries need approval', setupValue: 1 },
  { branchId: 'PUR', setupCode: 'pur_quo', setupDescription: 'Purchase quotations need approval', setupValue: 1 },
  { branchId: 'PUR', setupCode: 'pur_ord', setupDescription: 'Purchase orders need approval', setupValue: 2 },
  { branchId: 'CRM', setupCode: 'crm_enq', setupDescription: 'Sales enquiries need approval', setupValue: 1 },
  { branchId: 'CRM', setupCode: 'crm_quo', setupDescription: 'Sales quotations need approval', setupValue: 1 },
  { branchId: 'CRM', setupCode: 'crm_ord', setupDescription: 'Sales orders need approval', setupValue: 2 },
];
