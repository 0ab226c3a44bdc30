import type { ReportDeclaration } from '../../../engine/report/report';
import { POS } from '../../../menus/catalogue/pos';
import { CUSTOMER_GROUPS } from '../resources/customer-groups';
import { refTo } from '../../../kits/masters/fields';

/**
 * The stock sales key reports, computed by the backend from the masters and the customers' ledger. The contract
 * names only `api/CRMKeyReports/crmeyRepCustomerGroups` (sic); the other two are ours in its family.
 */
export const KEY_REPORT_ENDPOINTS = {
  customerGroups: 'api/CRMKeyReports/crmeyRepCustomerGroups',
  customers: 'api/CRMKeyReports/crmKeyRepCustomers',
  agents: 'api/CRMKeyReports/crmKeyRepAgents',
} as const;

const groupParameter: ReportDeclaration['parameters'][number] = {
  name: 'group',
  label: 'Customer group',
  type: 'reference',
  reference: refTo(CUSTOMER_GROUPS),
};

export const STOCK_SALES_KEY_REPORTS: readonly ReportDeclaration[] = [
  {
    name: 'pos.customer-groups.key-report',
    title: POS.posstockKeyrepCustomerGroups.title,
    screen: POS.posstockKeyrepCustomerGroups,
    endpoint: KEY_REPORT_ENDPOINTS.customerGroups,
    parameters: [],
    columns: [
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Customer group', type: 'text' },
      { name: 'saleType', label: 'Sale type', type: 'text' },
      { name: 'priceList', label: 'Price list', type: 'text' },
      { name: 'discount', label: 'Discount', type: 'percent' },
      { name: 'creditAllowed', label: 'Credit allowed', type: 'text' },
      { name: 'creditDays', label: 'Credit days', type: 'number' },
      { name: 'customers', label: 'Customers', type: 'number', total: true },
      { name: 'outstanding', label: 'Outstanding', type: 'money', total: true },
      { name: 'active', label: 'Active', type: 'text' },
    ],
  },
  {
    name: 'pos.customers.key-report',
    title: POS.posstockKeyrepCustomers.title,
    screen: POS.posstockKeyrepCustomers,
    endpoint: KEY_REPORT_ENDPOINTS.customers,
    parameters: [groupParameter],
    groupBy: 'group',
    columns: [
      { name: 'group', label: 'Group', type: 'text' },
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Customer', type: 'text' },
      { name: 'mobile', label: 'Mobile', type: 'text' },
      { name: 'gstin', label: 'GSTIN', type: 'text' },
      { name: 'agent', label: 'Agent', type: 'text' },
      { name: 'creditDays', label: 'Credit days', type: 'number' },
      { name: 'creditLimit', label: 'Credit limit', type: 'money', total: true },
      { name: 'outstanding', label: 'Outstanding', type: 'money', total: true },
      { name: 'available', label: 'Credit available', type: 'money' },
      { name: 'active', label: 'Active', type: 'text' },
    ],
  },
  {
    name: 'pos.agents.key-report',
    title: POS.posstockKeyrepAgents.title,
    screen: POS.posstockKeyrepAgents,
    endpoint: KEY_REPORT_ENDPOINTS.agents,
    parameters: [],
    columns: [
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Agent', type: 'text' },
      { name: 'mobile', label: 'Mobile', type: 'text' },
      { name: 'area', label: 'Area', type: 'text' },
      { name: 'commission', label: 'Commission', type: 'percent' },
      { name: 'commissionOn', label: 'Commission on', type: 'text' },
      { name: 'customers', label: 'Customers', type: 'number', total: true },
      { name: 'earned', label: 'Commission earned', type: 'money', total: true },
      { name: 'paid', label: 'Paid', type: 'money', total: true },
      { name: 'due', label: 'Due', type: 'money', total: true },
      { name: 'active', label: 'Active', type: 'text' },
    ],
  },
];
