import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo, TIME } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { KITCHENS } from './kitchens';

const TIME_24H = { ...TIME, message: 'Give a 24-hour time, e.g. 07:30' };

/** F&B services (/inventory/inv-fnb-services): the points that serve food and beverages, their hours and kitchen. */
export const FNB_SERVICES: ResourceDeclaration = {
  name: 'inventory.fnb-services',
  title: 'F&B services',
  singular: 'F&B service',
  screen: INVENTORY.invFnbServices,
  key: 'code',
  entity: 'fnbservice',
  // Contract routes and body `{ fnbservice, traCheck, usr }` (01-pos.md, POS inventory); the get-one route is ours.
  endpoints: {
    list: 'api/POSInventory/GetResFNBServices',
    get: 'api/POSInventory/GetResFNBService',
    save: 'api/POSInventory/setResFNBServices',
  },
  fields: [
    codeField('DIN'),
    nameField(50),
    {
      name: 'serviceType',
      label: 'Service type',
      type: 'select',
      required: true,
      options: [
        { value: 'DINE', label: 'Dine-in' },
        { value: 'ROOM', label: 'Room service' },
        { value: 'BNQ', label: 'Banquets and events' },
        { value: 'BAR', label: 'Bar' },
        { value: 'TKW', label: 'Takeaway' },
        { value: 'DLV', label: 'Delivery' },
        { value: 'CAN', label: 'Canteen' },
      ],
      defaultValue: 'DINE',
    },
    {
      name: 'kitchen',
      label: 'Kitchen',
      type: 'reference',
      required: true,
      reference: refTo(KITCHENS),
    },
    { name: 'opensAt', label: 'Opens at', type: 'text', required: true, max: 5, pattern: TIME_24H },
    { name: 'closesAt', label: 'Closes at', type: 'text', required: true, max: 5, pattern: TIME_24H },
    { name: 'serviceCharge', label: 'Service charge', type: 'percent', defaultValue: 0 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'serviceType', 'kitchen', 'opensAt', 'closesAt', 'active'],
  example: {
    code: 'SUN',
    name: 'Sunday brunch',
    serviceType: 'DINE',
    kitchen: 'MAIN',
    opensAt: '11:30',
    closesAt: '15:30',
    serviceCharge: 5,
    active: true,
  },
  searchable: ['code', 'name', 'kitchen'],
  filters: ['serviceType', 'kitchen', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
