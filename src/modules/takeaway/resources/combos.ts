import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { COMBO_GROUPS } from './combo-groups';
import { ITEMS } from './items';

/** Combos (/takeaway/item-combos): a fixed set of items sold at one price. */
export const COMBOS: ResourceDeclaration = {
  name: 'takeaway.combos',
  title: 'Combos',
  singular: 'Combo',
  screen: TAKEAWAY.itemCombos,
  key: 'code',
  entity: 'combo',
  endpoints: { list: 'api/TACombos/GetTACombos', get: 'api/TACombos/GetTACombo', save: 'api/TACombos/SetTACombo' },
  fields: [
    codeField('CB-01'),
    nameField(60),
    { name: 'comboGroup', label: 'Combo group', type: 'reference', required: true, reference: refTo(COMBO_GROUPS) },
    { name: 'rate', label: 'Combo rate', type: 'money', required: true, min: 0 },
    { name: 'validFrom', label: 'Valid from', type: 'date', required: true },
    { name: 'validTo', label: 'Valid to', type: 'date' },
    ACTIVE,
    {
      name: 'lines',
      label: 'Items in the combo',
      type: 'lines',
      min: 2,
      max: 12,
      lines: [
        { name: 'item', label: 'Item', type: 'reference', required: true, reference: refTo(ITEMS) },
        { name: 'qty', label: 'Quantity', type: 'number', required: true, min: 1, max: 50 },
      ],
    },
  ],
  columns: ['code', 'name', 'comboGroup', 'rate', 'validFrom', 'active'],
  example: {
    code: 'CB-90',
    name: 'Mini tiffin box',
    comboGroup: 'BRKC',
    rate: 99,
    validFrom: '2026-12-01',
    validTo: '',
    active: true,
    lines: [
      { item: 'TI-0001', qty: 2 },
      { item: 'TI-0002', qty: 1 },
    ],
  },
  searchable: ['code', 'name'],
  filters: ['comboGroup', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
