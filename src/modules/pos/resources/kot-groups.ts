import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';

/** KOT groups (/pos/res-kot-groups): the kitchen section (and its printer) an item's order ticket goes to. */
export const KOT_GROUPS: ResourceDeclaration = {
  name: 'pos.kot-groups',
  title: 'KOT groups',
  singular: 'KOT group',
  screen: POS.resKotGroups,
  key: 'code',
  // Contract routes (01-pos.md): the form opens a group from the list, and shows the item groups it prints from
  // GetResKOTGroupDetails `{ detail }` (kot-group-details.tsx). The contract's body is `{ kotgrp: <name>, grps: [item
  // group ids], tracheck }`; the generic save sends this record under `kotgrp` (a difference declared in
  // src/lib/contract/pos-masters-contract.ts).
  entity: 'kotgrp',
  endpoints: { list: 'api/poskotgroups/GetResKOTGroups', save: 'api/poskotgroups/setPOSKOTGroups' },
  fields: [
    codeField('TAN'),
    nameField(50),
    {
      name: 'printer',
      label: 'Printer',
      type: 'text',
      required: true,
      max: 40,
      help: 'The printer’s name as the billing PC knows it.',
    },
    { name: 'copies', label: 'Copies', type: 'number', required: true, min: 1, max: 5, defaultValue: 1 },
    { name: 'prepMinutes', label: 'Usual preparation time (minutes)', type: 'number', min: 0, max: 180 },
    { name: 'printNotes', label: 'Print item notes', type: 'boolean', defaultValue: true },
    ACTIVE,
  ],
  columns: ['code', 'name', 'printer', 'copies', 'prepMinutes', 'active'],
  example: {
    code: 'JUICE',
    name: 'Fresh juice bar',
    printer: 'KOT-JUICE-BAR',
    copies: 1,
    prepMinutes: 5,
    printNotes: true,
    active: true,
  },
  searchable: ['code', 'name', 'printer'],
  filters: ['active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
