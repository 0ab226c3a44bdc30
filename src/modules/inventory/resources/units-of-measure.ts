import type { ResourceDeclaration } from '../../../engine/resource';
import { INVENTORY } from '../../../menus/catalogue/inventory';

/** Units of measure (inventory master, /inventory/inv-uom): the unit every item is counted in. */
export const UNITS_OF_MEASURE: ResourceDeclaration = {
  name: 'inventory.units-of-measure',
  title: 'Units of measure',
  singular: 'Unit',
  screen: INVENTORY.invUom,
  key: 'code',
  entity: 'uom',
  endpoints: { list: 'api/invUOM/GetInvUOMs', save: 'api/invUOM/SetInvUOM' },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9]+$/, message: 'Use capital letters and digits only, e.g. KG' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 40 },
    {
      name: 'decimals',
      label: 'Decimal places',
      type: 'number',
      required: true,
      min: 0,
      max: 3,
      defaultValue: 0,
      help: 'How many decimals a quantity in this unit may have (0 to 3).',
    },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'decimals', 'active'],
  example: { code: 'CTN', name: 'Cartons', decimals: 0, active: true },
  searchable: ['code', 'name'],
};
