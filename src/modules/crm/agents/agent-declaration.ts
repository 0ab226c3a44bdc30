import type { ResourceDeclaration } from '../../../engine/resource';
import { CRM } from '../../../menus/catalogue/crm';
import { ACTIVE, codeField, emailField, mobileField, nameField } from '../resources/fields';

/**
 * The one agent master (D2): the counter sales' agents (`pos.agents`, the contract's level agents on
 * `api/AdminTransactions/GetLevelAgents|SetLevelAgent`), shown at /crm/crm-agents. Not in CRM_RESOURCES: the store and
 * its handlers are the point of sale's (a module may not import another, so the fields are repeated here, the same
 * names).
 */
export const LEVEL_AGENTS: ResourceDeclaration = {
  name: 'pos.agents',
  title: 'Agents',
  singular: 'Agent',
  screen: CRM.crmAgents,
  key: 'code',
  entity: 'agent',
  endpoints: {
    list: 'api/AdminTransactions/GetLevelAgents',
    get: 'api/AdminTransactions/GetLevelAgent',
    save: 'api/AdminTransactions/SetLevelAgent',
  },
  fields: [
    codeField('SA-01'),
    nameField(60),
    mobileField('mobile', 'Mobile', true),
    emailField(),
    { name: 'area', label: 'Area', type: 'text', max: 60 },
    { name: 'commission', label: 'Commission', type: 'percent', required: true, defaultValue: 0 },
    {
      name: 'commissionOn',
      label: 'Commission on',
      type: 'select',
      required: true,
      options: [
        { value: 'INVOICE', label: 'Invoiced value' },
        { value: 'COLLECTION', label: 'Amount collected' },
      ],
      defaultValue: 'INVOICE',
    },
    {
      name: 'advanceLimit',
      label: 'Advance limit',
      type: 'money',
      min: 0,
      help: 'Most a single advance against commission may be.',
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'mobile', 'area', 'commission', 'commissionOn', 'active'],
  example: {
    code: 'SA-90',
    name: 'Shibu Chacko',
    mobile: '9847090071',
    email: 'shibu.chacko@gmail.com',
    area: 'Aluva and Angamaly',
    commission: 2,
    commissionOn: 'COLLECTION',
    advanceLimit: 15000,
    active: true,
  },
  searchable: ['code', 'name', 'mobile', 'area'],
  filters: ['commissionOn', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
