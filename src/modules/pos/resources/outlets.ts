import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';

/**
 * Outlets (/pos/res-outlets): the backend contract's restaurant outlet (code, name, outlet type, billing group,
 * auto-settle).
 */
export const OUTLETS: ResourceDeclaration = {
  name: 'pos.outlets',
  title: 'Outlets',
  singular: 'Outlet',
  screen: POS.resOutlets,
  key: 'code',
  entity: 'outlet',
  // Contract routes (01-pos.md); the get-one route is ours.
  endpoints: {
    list: 'api/ResOutlets/GetResOutlets',
    get: 'api/ResOutlets/GetResOutlet',
    save: 'api/ResOutlets/setResOutlet',
  },
  fields: [
    codeField('DIN'),
    nameField(60),
    {
      name: 'outletType',
      label: 'Outlet type',
      type: 'select',
      required: true,
      options: [
        { value: 'DINE', label: 'Dine-in' },
        { value: 'BAR', label: 'Bar' },
        { value: 'CAFE', label: 'Café' },
        { value: 'ROOM', label: 'Room service' },
        { value: 'BANQUET', label: 'Banquet and catering' },
        { value: 'TAKEAWAY', label: 'Take-away' },
        { value: 'DELIVERY', label: 'Home delivery' },
        { value: 'COUNTER', label: 'Billing counter' },
      ],
      defaultValue: 'DINE',
    },
    {
      name: 'billingGroup',
      label: 'Billing group',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9]+$/, message: 'Capital letters and digits, e.g. FOOD' },
      help: 'Outlets of one billing group share a bill number series.',
    },
    {
      name: 'autoSettle',
      label: 'Auto-settle bills',
      type: 'boolean',
      defaultValue: false,
      help: 'Settle each bill in cash as soon as it is printed (counters and take-away).',
    },
    {
      name: 'billPrefix',
      label: 'Bill number prefix',
      type: 'text',
      max: 4,
      pattern: { regex: /^[A-Z]{1,4}$/, message: 'One to four capital letters, e.g. DN' },
    },
    { name: 'serviceCharge', label: 'Service charge', type: 'percent', defaultValue: 0 },
    { name: 'phone', label: 'Phone or extension', type: 'text', max: 16 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'outletType', 'billingGroup', 'autoSettle', 'active'],
  example: {
    code: 'PDL',
    name: 'Poolside deck',
    outletType: 'DINE',
    billingGroup: 'FOOD',
    autoSettle: false,
    billPrefix: 'PD',
    serviceCharge: 5,
    phone: 'Ext 214',
    active: true,
  },
  searchable: ['code', 'name', 'billingGroup'],
  filters: ['outletType', 'autoSettle', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
