import type { ResourceDeclaration } from '../../engine/resource';
import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import { emailField, mobileField } from './contact-fields';
import { ACTIVE, codeField, nameField } from './fields';

export interface LevelAgentsScreen {
  /** The route and permission it is shown at. */
  screen: ScreenDeclaration;
  /** The example address in the email field's message, in the showing module's own wording. */
  emailExample: string;
}

/**
 * The agents who bring in customers on commission: the contract's level agents (05-crm section 9: GetLevelAgents,
 * SetLevelAgent; the get-one route is ours). One master shown at more than one route: the store (`pos.agents`, kept
 * by the point of sale's demo backend), the endpoints and the fields are the same wherever it is shown.
 */
export function levelAgents({ screen, emailExample }: LevelAgentsScreen): ResourceDeclaration {
  return {
    name: 'pos.agents',
    title: 'Agents',
    singular: 'Agent',
    screen,
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
      mobileField({ required: true }),
      emailField(emailExample),
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
}
