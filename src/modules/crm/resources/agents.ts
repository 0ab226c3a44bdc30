import type { ResourceDeclaration } from '../../../engine/resource';
import { CRM } from '../../../menus/catalogue/crm';
import { ACTIVE, codeField, COMMISSION_ON, emailField, mobileField, nameField, PAN } from './fields';

/** Agents (/crm/crm-agents): people who bring in sales on commission. */
export const AGENTS: ResourceDeclaration = {
  name: 'crm.agents',
  title: 'Agents',
  singular: 'Agent',
  screen: CRM.crmAgents,
  key: 'code',
  entity: 'agent',
  endpoints: { list: 'api/CRMAgents/GetCRMAgents', get: 'api/CRMAgents/GetCRMAgent', save: 'api/CRMAgents/SetCRMAgent' },
  fields: [
    codeField('AG-01'),
    nameField(60),
    mobileField('mobile', 'Mobile', true),
    emailField(),
    { name: 'city', label: 'City', type: 'text', max: 40 },
    { name: 'commission', label: 'Commission', type: 'percent', required: true, defaultValue: 0 },
    { name: 'commissionOn', label: 'Commission on', type: 'select', required: true, options: COMMISSION_ON, defaultValue: 'INVOICE' },
    PAN,
    { name: 'joinedOn', label: 'Joined on', type: 'date' },
    ACTIVE,
  ],
  columns: ['code', 'name', 'mobile', 'city', 'commission', 'commissionOn', 'active'],
  example: {
    code: 'AG-90',
    name: 'Rahul Varghese',
    mobile: '9847090011',
    email: 'rahul.varghese@gmail.com',
    city: 'Thrissur',
    commission: 2.5,
    commissionOn: 'COLLECTION',
    pan: 'AJKPV4521M',
    joinedOn: '2026-10-01',
    active: true,
  },
  searchable: ['code', 'name', 'mobile', 'city'],
  filters: ['commissionOn', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
