import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { ADMIN } from '../../../menus/catalogue/admin';

export const TAX_KINDS = [
  { value: 'CGST', label: 'CGST (central GST)' },
  { value: 'SGST', label: 'SGST (state GST)' },
  { value: 'IGST', label: 'IGST (inter-state GST)' },
  { value: 'CESS', label: 'Cess' },
  { value: 'VAT', label: 'VAT' },
  { value: 'SERVICE', label: 'Service tax' },
] as const;

/** The tax master (/admin/taxes): code, name, percent and kind; the documents' tax lines name these. */
export const TAXES: ResourceDeclaration = {
  name: 'admin.taxes',
  title: 'Taxes',
  singular: 'Tax',
  screen: ADMIN.taxes,
  key: 'code',
  entity: 'tax',
  endpoints: { list: 'api/AdminTaxes/GetTaxes', get: 'api/AdminTaxes/GetTax', save: 'api/AdminTaxes/SetTax' },
  fields: [
    codeField('GST18-C', 12),
    nameField(60),
    { name: 'percent', label: 'Percent', type: 'percent', required: true, min: 0, max: 100 },
    { name: 'kind', label: 'Kind', type: 'select', required: true, options: TAX_KINDS },
    ACTIVE,
  ],
  columns: ['code', 'name', 'percent', 'kind', 'active'],
  searchable: ['code', 'name'],
  filters: ['kind', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
  example: { code: 'GST40-I', name: 'IGST 40 % (luxury goods)', percent: 40, kind: 'IGST', active: true },
};
