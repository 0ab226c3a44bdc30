import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { HOSTELS } from '../../../menus/catalogue/hostels';

/**
 * Hostel post charges (/hostels/hostel-post-charges): one-off charges posted to a resident's account (fines, damages,
 * guest stays).
 */
export const POST_CHARGES: ResourceDeclaration = {
  name: 'hostels.post-charges',
  title: 'Post charges',
  singular: 'Charge head',
  screen: HOSTELS.hostelPostCharges,
  key: 'code',
  entity: 'postCharge',
  endpoints: {
    list: 'api/HostelPostCharges/GetHostelPostCharges',
    get: 'api/HostelPostCharges/GetHostelPostCharge',
    save: 'api/HostelPostCharges/SetHostelPostCharge',
  },
  fields: [
    codeField('DMG'),
    nameField(50),
    {
      name: 'amount',
      label: 'Default amount',
      type: 'money',
      min: 0,
      help: 'Leave empty when the amount is entered each time.',
    },
    { name: 'taxPercent', label: 'GST', type: 'percent', defaultValue: 0 },
    { name: 'account', label: 'Income account', type: 'text', required: true, max: 60 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'amount', 'taxPercent', 'account', 'active'],
  example: {
    code: 'PHO',
    name: 'Photocopies',
    amount: 2,
    taxPercent: 18,
    account: 'Hostel sundry income',
    active: true,
  },
  searchable: ['code', 'name', 'account'],
  filters: ['active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
