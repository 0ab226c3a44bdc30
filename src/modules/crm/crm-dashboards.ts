import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { CRM } from '../../menus/catalogue/crm';

/** The CRM dashboard: customers, contacts, agents and their targets from the masters. */
export const CRM_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'crm.dashboard',
    title: CRM.crmDashboard.title,
    screen: CRM.crmDashboard,
    endpoint: 'api/CRMDashboard/GetCRMDashboard',
    cards: [
      { name: 'customers', label: 'Customers', format: 'number', source: { resource: 'crm.customers', measure: 'count' } },
      { name: 'contacts', label: 'Contacts', format: 'number', source: { resource: 'crm.contacts', measure: 'count' } },
      { name: 'agents', label: 'Agents', format: 'number', source: { resource: 'crm.agents', measure: 'count' } },
      { name: 'targets', label: 'Agents’ targets', format: 'money', source: { resource: 'crm.targets', measure: 'sum', field: 'targetAmount' } },
    ],
    charts: [
      { name: 'customersByGroup', title: 'Customers by group', kind: 'bar', source: { resource: 'crm.customers', measure: 'count', groupBy: 'group' } },
      { name: 'contactsBySource', title: 'Contacts by source', kind: 'doughnut', source: { resource: 'crm.contacts', measure: 'count', groupBy: 'source' } },
    ],
  },
];
