import type { ResourceDeclaration } from '../../../engine/resource';
import { codeField, nameField, refTo } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { DEPARTMENTS } from './departments';
import { ITEMS } from './items';

/**
 * Department-wise items (/inventory/inv-departmentwise-items): an issue list per department: the stock items it may
 * draw, with a monthly limit.
 */
export const DEPARTMENT_ITEMS: ResourceDeclaration = {
  name: 'inventory.department-items',
  title: 'Department-wise items',
  singular: 'Department item list',
  screen: INVENTORY.invDepartmentwiseItems,
  key: 'code',
  // Contract routes (01-pos.md, POS inventory); the get-one route is ours. The contract's body is
  // `{ details: [...], usr }` (no traCheck); the generic save sends this one list under `details` with traCheck.
  entity: 'details',
  endpoints: {
    list: 'api/POSInventory/getDepartmentWiseItems',
    get: 'api/POSInventory/getDepartmentWiseItem',
    save: 'api/POSInventory/setDepartmentWiseItems',
  },
  fields: [
    codeField('DL-KIT', 12),
    nameField(60),
    {
      name: 'department',
      label: 'Department',
      type: 'reference',
      required: true,
      reference: refTo(DEPARTMENTS),
    },
    { name: 'remarks', label: 'Remarks', type: 'text', max: 120 },
    {
      name: 'items',
      label: 'Items',
      type: 'lines',
      required: true,
      max: 60,
      lines: [
        {
          name: 'item',
          label: 'Item',
          type: 'reference',
          required: true,
          reference: refTo(ITEMS, { key: 'itemId' }),
        },
        { name: 'monthlyLimit', label: 'Monthly limit (stock units)', type: 'number', min: 0 },
        { name: 'needsApproval', label: 'Needs approval', type: 'boolean' },
      ],
    },
  ],
  columns: ['code', 'name', 'department', 'items', 'remarks'],
  example: {
    code: 'DL-ADM',
    name: 'Administration issue list',
    department: 'ADM',
    remarks: 'Office pantry and cleaning only',
    items: [
      { item: 'ITM-0026', monthlyLimit: 2, needsApproval: false },
      { item: 'ITM-0032', monthlyLimit: 20, needsApproval: false },
    ],
  },
  searchable: ['code', 'name', 'department', 'remarks'],
  filters: ['department'],
  defaultSort: { field: 'code', direction: 'asc' },
};
