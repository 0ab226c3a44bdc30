import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { HOSTELS } from '../../../menus/catalogue/hostels';

/**
 * Hostel services (/hostels/hostel-services): mess, laundry, Wi-Fi and the like, with the rate and the period it
 * covers.
 */
export const SERVICES: ResourceDeclaration = {
  name: 'hostels.services',
  title: 'Services',
  singular: 'Service',
  screen: HOSTELS.hostelServices,
  key: 'code',
  entity: 'service',
  endpoints: {
    list: 'api/HostelServices/GetHostelServices',
    get: 'api/HostelServices/GetHostelService',
    save: 'api/HostelServices/SetHostelService',
  },
  fields: [
    codeField('MESS-V'),
    nameField(50),
    { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
    {
      name: 'per',
      label: 'Per',
      type: 'select',
      required: true,
      options: [
        { value: 'DAY', label: 'Day' },
        { value: 'MONTH', label: 'Month' },
        { value: 'TERM', label: 'Term' },
        { value: 'YEAR', label: 'Year' },
      ],
      defaultValue: 'MONTH',
    },
    { name: 'taxPercent', label: 'GST', type: 'percent', defaultValue: 0 },
    {
      name: 'optional',
      label: 'Optional',
      type: 'boolean',
      defaultValue: true,
      help: 'Residents choose it; otherwise every resident pays it.',
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'rate', 'per', 'taxPercent', 'optional', 'active'],
  example: {
    code: 'MUS',
    name: 'Music practice room',
    rate: 600,
    per: 'MONTH',
    taxPercent: 18,
    optional: true,
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['per', 'optional', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
