import type { ResourceDeclaration } from '../../../engine/resource';
import { POS } from '../../../menus/catalogue/pos';
import { ACTIVE, codeField, EMAIL, mobileField, nameField } from './fields';

/**
 * Agents (/pos/posstock-agents): who bring in stock-sales customers on commission. The contract's agents are the
 * level agents of `api/AdminTransactions/...` (05-crm section 9: GetLevelAgents, SetLevelAgent; the get-one route is
 * ours).
 */
export const AGENTS: ResourceDeclaration = {
  name: 'pos.agents',
  title: 'Agents',
  singular: 'Agent',
  screen: POS.posstockAgents,
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
    mobileField(true),
    EMAIL,
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
