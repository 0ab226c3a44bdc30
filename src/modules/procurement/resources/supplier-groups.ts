import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';

/**
 * Supplier groups (/procurement/pur-sup-groups): how suppliers are grouped, the ledger group they post to and their
 * usual credit.
 */
export const SUPPLIER_GROUPS: ResourceDeclaration = {
  name: 'procurement.supplier-groups',
  title: 'Supplier groups',
  singular: 'Supplier group',
  screen: PROCUREMENT.purSupGroups,
  key: 'code',
  entity: 'supplierGroup',
  endpoints: {
    // The contract's (03 §9), UserInfo.
    list: 'api/PurSupplierGroups/GetSupplierGroups',
    get: 'api/PartyGroups/GetSupplierGroup',
    save: 'api/PartyGroups/SetSupplierGroup',
  },
  fields: [
    codeField('DAI'),
    nameField(60),
    {
      name: 'ledgerGroup',
      label: 'Account group',
      type: 'select',
      required: true,
      options: [
        { value: 'SCT', label: 'Sundry creditors - trade' },
        { value: 'SCC', label: 'Sundry creditors - capital goods' },
        { value: 'SCE', label: 'Sundry creditors - expenses' },
        { value: 'SCS', label: 'Sundry creditors - services' },
      ],
      defaultValue: 'SCT',
    },
    { name: 'creditDays', label: 'Usual credit days', type: 'number', min: 0, max: 365, defaultValue: 30 },
    { name: 'description', label: 'Description', type: 'multiline', max: 200 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'ledgerGroup', 'creditDays', 'active'],
  example: {
    code: 'LAB',
    name: 'Laboratory and testing',
    ledgerGroup: 'SCS',
    creditDays: 15,
    description: 'Water, food safety and calibration laboratories.',
    active: true,
  },
  searchable: ['code', 'name', 'description'],
  filters: ['ledgerGroup', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
