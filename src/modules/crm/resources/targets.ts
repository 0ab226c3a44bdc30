import type { ResourceDeclaration } from '../../../engine/resource';
import { CRM } from '../../../menus/catalogue/crm';
import { AGENTS } from './agents';
import { codeField } from './fields';

/** Sales targets (/crm/crm-targets): what an agent is to sell in a period. */
export const TARGETS: ResourceDeclaration = {
  name: 'crm.targets',
  title: 'Sales targets',
  singular: 'Sales target',
  screen: CRM.crmTargets,
  key: 'code',
  entity: 'target',
  endpoints: { list: 'api/CRMTargets/GetCRMTargets', get: 'api/CRMTargets/GetCRMTarget', save: 'api/CRMTargets/SetCRMTarget' },
  fields: [
    codeField('T2627-Q1-01', 16),
    { name: 'agent', label: 'Agent', type: 'reference', required: true, reference: { resource: AGENTS.name, endpoint: AGENTS.endpoints.list, key: 'code', label: 'name' } },
    {
      name: 'period',
      label: 'Period',
      type: 'select',
      required: true,
      options: [
        { value: 'MONTH', label: 'Month' },
        { value: 'QUARTER', label: 'Quarter' },
        { value: 'HALF', label: 'Half year' },
        { value: 'YEAR', label: 'Year' },
      ],
      defaultValue: 'QUARTER',
    },
    { name: 'fromDate', label: 'From', type: 'date', required: true },
    { name: 'toDate', label: 'To', type: 'date', required: true },
    { name: 'targetAmount', label: 'Target amount', type: 'money', required: true, min: 0 },
    { name: 'targetOrders', label: 'Target orders', type: 'number', min: 0 },
    { name: 'remarks', label: 'Remarks', type: 'text', max: 120 },
  ],
  columns: ['code', 'agent', 'period', 'fromDate', 'toDate', 'targetAmount'],
  example: {
    code: 'T2627-H2-90',
    agent: 'AG-01',
    period: 'HALF',
    fromDate: '2026-10-01',
    toDate: '2027-03-31',
    targetAmount: 1250000,
    targetOrders: 60,
    remarks: 'Festive and wedding season push',
  },
  searchable: ['code', 'agent', 'remarks'],
  filters: ['agent', 'period'],
  defaultSort: { field: 'fromDate', direction: 'desc' },
};
