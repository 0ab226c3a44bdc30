import type { SetupEntry } from '../../../lib/session/session-types';

/**
 * Approval settings; value 2 means the document needs approval (spec section 4). Sales quotations and orders wait
 * for approval in the demo. The real server reads crm_ord from its purchase setup; the demo keeps it with
 * the CRM settings, where the administrator's screen shows it.
 */
export const DEMO_SETUP_ENTRIES: readonly SetupEntry[] = [
  { branchId: 'PUR', setupCode: 'pur_req', setupDescription: 'Purchase requests need approval', setupValue: 1 },
  { branchId: 'PUR', setupCode: 'pur_enq', setupDescription: 'Purchase enquiries need approval', setupValue: 1 },
  { branchId: 'PUR', setupCode: 'pur_quo', setupDescription: 'Purchase quotations need approval', setupValue: 1 },
  { branchId: 'PUR', setupCode: 'pur_ord', setupDescription: 'Purchase orders need approval', setupValue: 2 },
  { branchId: 'CRM', setupCode: 'crm_enq', setupDescription: 'Sales enquiries need approval', setupValue: 1 },
  { branchId: 'CRM', setupCode: 'crm_quo', setupDescription: 'Sales quotations need approval', setupValue: 2 },
  { branchId: 'CRM', setupCode: 'crm_ord', setupDescription: 'Sales orders need approval', setupValue: 2 },
  // Ours: a voucher taking cash below zero or a bank beyond its overdraft is warned about (1) or refused (2).
  {
    branchId: 'ACC',
    setupCode: 'acc_short',
    setupDescription: 'Cash below zero and banks beyond their overdraft: refused',
    setupValue: 1,
  },
];
