import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.crm;
// Menus: the spec gives no CRM menu codes, so these are ours: 1 setup, 2 pre-sales, 3 sales, 4 post-sales
// (no screen yet), 8 reports (menu placeholders only); dashboard menu 0 screen 0 transaction 1.
export const CRM_SETUP = 1;
export const CRM_PRE_SALES = 2;
export const CRM_SALES = 3;
export const CRM_POST_SALES = 4;
export const CRM_REPORTS = 8;

/** Every CRM route (spec section 2, "CRM") with its title and permission code. */
export const CRM = {
  crmDashboard: screen('crm/crm-dashboard', 'CRM dashboard', dashboardCode(M)),
  customerGroups: screen('crm/customer-groups', 'Customer groups', code(M, CRM_SETUP, 1)),
  priceList: screen('crm/price-list', 'Price list', code(M, CRM_SETUP, 2)),
  discountList: screen('crm/discount-list', 'Discount list', code(M, CRM_SETUP, 3)),
  taxesList: screen('crm/taxes-list', 'Tax list', code(M, CRM_SETUP, 4)),
  crmAgents: screen('crm/crm-agents', 'Agents', code(M, CRM_SETUP, 5)),
  crmTargets: screen('crm/crm-targets', 'Sales targets', code(M, CRM_SETUP, 6)),
  crmContacts: screen('crm/crm-contacts', 'Contacts', code(M, CRM_PRE_SALES, 1)),
  crmContactSubmissions: screen('crm/crm-contact-submissions', 'Contact submissions', code(M, CRM_PRE_SALES, 2)),
  crmLeads: screen('crm/crm-leads', 'Leads', code(M, CRM_PRE_SALES, 3)),
  crmQuotations: screen('crm/crm-quotations', 'Quotations', code(M, CRM_PRE_SALES, 4)),
  crmQuotationApprovals: screen('crm/crm-quotation-approvals', 'Quotation approvals', code(M, CRM_PRE_SALES, 5)),
  crmCustomers: screen('crm/crm-customers', 'Customers', code(M, CRM_SALES, 1)),
  crmOrders: screen('crm/crm-orders', 'Sales orders', code(M, CRM_SALES, 2)),
  crmOrderApproval: screen('crm/crm-order-approval', 'Order approvals', code(M, CRM_SALES, 3)),
} as const;
