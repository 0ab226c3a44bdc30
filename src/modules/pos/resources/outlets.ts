import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';
import { OUTLET_TYPE_OPTIONS, OUTLET_WIRE } from './outlet-wire';

/**
 * Outlets (/pos/res-outlets): the backend contract's restaurant outlet (code, name, outlet type, billing group,
 * auto-settle), saved as its `ResOutletMaster` (outlet-wire.ts).
 */
export const OUTLETS: ResourceDeclaration = {
  name: 'pos.outlets',
  title: 'Outlets',
  singular: 'Outlet',
  screen: POS.resOutlets,
  key: 'code',
  entity: 'outlet',
  wire: OUTLET_WIRE,
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
      options: OUTLET_TYPE_OPTIONS,
      defaultValue: 'DINE',
    },
    {
      // The server's BillingGroup is a number.
      name: 'billingGroup',
      label: 'Billing group',
      type: 'number',
      required: true,
      min: 1,
      max: 99,
      decimals: 0,
      help: 'A number: outlets of one billing group share a bill number series.',
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
    billingGroup: 1,
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
