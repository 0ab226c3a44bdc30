import type { ResourceDeclaration } from '../../../engine/resource';
import { mobileField } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { renamedWire } from './renamed-wire';

/**
 * Stores (/inventory/inv-stores): where stock is kept, with the person in charge. Saved as the contract's setInvStore
 * `{ store: { storeCode, storeName, storeIncharge, ...ours }, traCheck, usr }` (inventory-masters-contract.ts).
 */
export const STORES: ResourceDeclaration = {
  name: 'inventory.stores',
  title: 'Stores',
  singular: 'Store',
  screen: INVENTORY.invStores,
  key: 'code',
  entity: 'store',
  endpoints: { list: 'api/invstore/GetInvStores', get: 'api/invstore/GetInvStore', save: 'api/invstore/setInvStore' },
  wire: renamedWire('store', { code: 'storeCode', name: 'storeName', inCharge: 'storeIncharge' }),
  fields: [
    codeField('MAIN'),
    nameField(50),
    {
      name: 'storeType',
      label: 'Store type',
      type: 'select',
      required: true,
      options: [
        { value: 'MAIN', label: 'Main store' },
        { value: 'SUB', label: 'Sub store' },
        { value: 'KIT', label: 'Kitchen or bar store' },
        { value: 'SITE', label: 'Site store' },
        { value: 'WH', label: 'Warehouse' },
        { value: 'QTN', label: 'Quarantine or rejected' },
      ],
      defaultValue: 'SUB',
    },
    { name: 'inCharge', label: 'In-charge', type: 'text', required: true, max: 60 },
    mobileField({ label: 'In-charge mobile', message: 'Give 10 digits, e.g. 9847012345' }),
    { name: 'location', label: 'Location', type: 'text', max: 80 },
    {
      name: 'negativeStock',
      label: 'Allow negative stock',
      type: 'boolean',
      defaultValue: false,
      help: 'Let issues go ahead of receipts in this store.',
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'storeType', 'inCharge', 'location', 'active'],
  example: {
    code: 'SPR-01',
    name: 'Spares store',
    storeType: 'SUB',
    inCharge: 'Joseph Mathew',
    mobile: '9847061234',
    location: 'Basement, near the service lift',
    negativeStock: false,
    active: true,
  },
  searchable: ['code', 'name', 'inCharge', 'location'],
  filters: ['storeType', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
