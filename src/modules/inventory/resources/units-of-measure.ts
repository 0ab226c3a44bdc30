import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';

/** Units of measure (inventory master, /inventory/inv-uom): the unit every item is counted in. */
export const UNITS_OF_MEASURE: ResourceDeclaration = {
  name: 'inventory.units-of-measure',
  title: 'Units of measure',
  singular: 'Unit',
  screen: INVENTORY.invUom,
  key: 'code',
  entity: 'uom',
  endpoints: { list: 'api/inventory/GetInventoryUnits', save: 'api/invUOM/SetInvUOM' },
  fields: [
    codeField('KG', 10, { plain: true }),
    nameField(40),
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
    ACTIVE,
  ],
  columns: ['code', 'name', 'decimals', 'active'],
  example: { code: 'CTN', name: 'Cartons', decimals: 0, active: true },
  searchable: ['code', 'name'],
};
