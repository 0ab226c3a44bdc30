import type { ResourceDeclaration } from '../../../engine/resource';
import { codeField, nameField, refTo } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { FNB_SERVICES } from './fnb-services';
import { SIMPLE_ITEMS } from './simple-items';

/**
 * F&B service-wise items (/inventory/inv-fnbservicewise-resta): a menu per service, the items it offers at its own
 * rates.
 */
export const FNB_SERVICE_ITEMS: ResourceDeclaration = {
  name: 'inventory.fnb-service-items',
  title: 'F&B service-wise items',
  singular: 'Service menu',
  screen: INVENTORY.invFnbservicewiseResta,
  key: 'code',
  // Contract routes (01-pos.md, POS inventory); the get-one route is ours. The contract's body is
  // `{ details: [...], usr }` (no traCheck); the generic save sends this one menu under `details` with traCheck.
  entity: 'details',
  endpoints: {
    list: 'api/POSInventory/GetResFNBServiceWiseResta',
    get: 'api/POSInventory/GetResFNBServiceWiseRestaDetails',
    save: 'api/POSInventory/setResFNBServiceWiseResta',
  },
  fields: [
    codeField('MENU-DIN', 12),
    nameField(60),
    {
      name: 'service',
      label: 'F&B service',
      type: 'reference',
      required: true,
      reference: refTo(FNB_SERVICES),
    },
    { name: 'remarks', label: 'Remarks', type: 'text', max: 120 },
    {
      name: 'items',
      label: 'Items',
      type: 'lines',
      required: true,
      max: 120,
      lines: [
        {
          name: 'item',
          label: 'Item',
          type: 'reference',
          required: true,
          reference: refTo(SIMPLE_ITEMS),
        },
        { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
        { name: 'available', label: 'Available', type: 'boolean' },
      ],
    },
  ],
  columns: ['code', 'name', 'service', 'items', 'remarks'],
  example: {
    code: 'MENU-PTY',
    name: 'Party hall menu',
    service: 'PTY',
    remarks: 'Rates per plate for parties of 25 or more',
    items: [
      { item: 'SI-007', rate: 260, available: true },
      { item: 'SI-017', rate: 70, available: true },
    ],
  },
  searchable: ['code', 'name', 'service', 'remarks'],
  filters: ['service'],
  defaultSort: { field: 'code', direction: 'asc' },
};
