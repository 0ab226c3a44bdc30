import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';

/**
 * Post charges (/frontoffice/fo-post-charges): the charge heads posted to a guest's room bill, with their tax and
 * income account.
 */
export const POST_CHARGES: ResourceDeclaration = {
  name: 'frontoffice.post-charges',
  title: 'Post charges',
  singular: 'Charge head',
  screen: FRONT_OFFICE.foPostCharges,
  key: 'code',
  entity: 'postCharge',
  endpoints: {
    list: 'api/FOPostCharges/GetFOPostCharges',
    get: 'api/FOPostCharges/GetFOPostCharge',
    save: 'api/FOPostCharges/SetFOPostCharge',
  },
  fields: [
    codeField('LAU'),
    nameField(50),
    { name: 'taxPercent', label: 'GST', type: 'percent', required: true, defaultValue: 18 },
    {
      name: 'sac',
      label: 'SAC code',
      type: 'text',
      max: 8,
      pattern: { regex: /^[0-9]{4,8}$/, message: 'Use the 4 to 8 digit services code, e.g. 996311' },
    },
    { name: 'account', label: 'Income account', type: 'text', required: true, max: 60 },
    { name: 'defaultAmount', label: 'Default amount', type: 'money', min: 0 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'taxPercent', 'account', 'defaultAmount', 'active'],
  example: {
    code: 'BCY',
    name: 'Bicycle hire',
    taxPercent: 18,
    sac: '997311',
    account: 'Other operating income',
    defaultAmount: 250,
    active: true,
  },
  searchable: ['code', 'name', 'account'],
  filters: ['active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
