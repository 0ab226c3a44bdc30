import { IN_FORCE_FIELDS } from '../../../engine/document/tax-in-force';
import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, HSN_SAC, nameField, taxCodeField } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';

/** Taxes (/takeaway/tax-details): each rate with its central, state and integrated shares. */
export const TAXES: ResourceDeclaration = {
  name: 'takeaway.taxes',
  title: 'Taxes',
  singular: 'Tax',
  screen: TAKEAWAY.taxDetails,
  key: 'code',
  entity: 'tax',
  endpoints: { list: 'api/TATaxes/GetTATaxes', get: 'api/TATaxes/GetTATax', save: 'api/TATaxes/SetTATax' },
  fields: [
    taxCodeField('GST5'),
    nameField(50),
    { name: 'percent', label: 'Total percent', type: 'percent', required: true },
    { name: 'cgst', label: 'CGST', type: 'percent', defaultValue: 0 },
    { name: 'sgst', label: 'SGST', type: 'percent', defaultValue: 0 },
    { name: 'igst', label: 'IGST', type: 'percent', defaultValue: 0 },
    HSN_SAC,
    ACTIVE,
    ...IN_FORCE_FIELDS,
  ],
  columns: ['code', 'name', 'percent', 'cgst', 'sgst', 'igst', 'active'],
  example: {
    code: 'GST3',
    name: 'GST 3% (sweets with silver leaf)',
    percent: 3,
    cgst: 1.5,
    sgst: 1.5,
    igst: 0,
    hsnSac: '7114',
    active: true,
    inForceFrom: '',
    inForceUntil: '',
  },
  searchable: ['code', 'name', 'hsnSac'],
  filters: ['active'],
  defaultSort: { field: 'percent', direction: 'asc' },
};
