import type { ResourceDeclaration } from '../../../engine/resource';
import { mobileField } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField, TIME } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';

/** Outlets (/takeaway/outlets): the counters, cloud kitchens and kiosks orders are taken and packed at. */
export const OUTLETS: ResourceDeclaration = {
  name: 'takeaway.outlets',
  title: 'Outlets',
  singular: 'Outlet',
  screen: TAKEAWAY.outlets,
  key: 'code',
  entity: 'outlet',
  endpoints: {
    list: 'api/TAOutlets/GetTAOutlets',
    get: 'api/TAOutlets/GetTAOutlet',
    save: 'api/TAOutlets/SetTAOutlet',
  },
  fields: [
    codeField('CK1'),
    nameField(60),
    {
      name: 'outletType',
      label: 'Outlet type',
      type: 'select',
      required: true,
      options: [
        { value: 'COUNTER', label: 'Take-away counter' },
        { value: 'CLOUD', label: 'Cloud kitchen (delivery only)' },
        { value: 'KIOSK', label: 'Kiosk' },
        { value: 'HUB', label: 'Delivery hub' },
      ],
      defaultValue: 'COUNTER',
    },
    { name: 'address', label: 'Address', type: 'text', required: true, max: 150 },
    mobileField({ name: 'phone', label: 'Order phone' }),
    { name: 'opensAt', label: 'Opens at', type: 'text', required: true, max: 5, pattern: TIME },
    { name: 'closesAt', label: 'Closes at', type: 'text', required: true, max: 5, pattern: TIME },
    { name: 'deliveryRadius', label: 'Delivery radius (km)', type: 'number', min: 0, max: 30 },
    { name: 'minimumOrder', label: 'Minimum order for delivery', type: 'money', min: 0 },
    { name: 'autoSettle', label: 'Auto-settle bills', type: 'boolean', defaultValue: true },
    ACTIVE,
  ],
  columns: ['code', 'name', 'outletType', 'opensAt', 'closesAt', 'deliveryRadius', 'active'],
  example: {
    code: 'CK9',
    name: 'Aluva cloud kitchen',
    outletType: 'CLOUD',
    address: 'Ground floor, Bypass Road, Aluva',
    phone: '9847090091',
    opensAt: '11:00',
    closesAt: '23:30',
    deliveryRadius: 6,
    minimumOrder: 149,
    autoSettle: true,
    active: true,
  },
  searchable: ['code', 'name', 'address'],
  filters: ['outletType', 'autoSettle', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
