import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.crm;
// Menus: the spec gives no CRM menu codes, so these are ours: 1 setup, 2 pre-sales, 3 sales, 4 post-sales
// (no screen yet), 8 reports (1-3 ours, the key reports on the codes 51-55 their menu placeholders had);
// dashboard menu 0 screen 0 transaction 1. The contract's own screen checks ((7,2,3) quotations, (7,2,4) orders,
// (7,2,10) targets) are noted in the README, not adopted.
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
  // The CRM reports (ours) and the key reports from real CRM data.
  crmRepTargets: screen('crm/crm-rep-targets', 'Targets against achievement', code(M, CRM_REPORTS, 1)),
  crmRepPendingOrders: screen('crm/crm-rep-pending-orders', 'Pending order lines', code(M, CRM_REPORTS, 2)),
  crmRepPipeline: screen('crm/crm-rep-pipeline', 'Lead pipeline', code(M, CRM_REPORTS, 3)),
  crmKeyrepMaterialgroups: screen('crm/crm-keyrep-materialgroups', 'Sales by material group', code(M, CRM_REPORTS, 51)),
  crmKeyrepMaterials: screen('crm/crm-keyrep-materials', 'Sales by material', code(M, CRM_REPORTS, 52)),
  crmKeyrepDesignations: screen('crm/crm-keyrep-designations', 'Sales by designation', code(M, CRM_REPORTS, 53)),
  crmKeyrepEmployees: screen('crm/crm-keyrep-employees', 'Sales by employee', code(M, CRM_REPORTS, 54)),
  crmKeyrepAgents: screen('crm/crm-keyrep-agents', 'Sales by agent', code(M, CRM_REPORTS, 55)),
} as const;
