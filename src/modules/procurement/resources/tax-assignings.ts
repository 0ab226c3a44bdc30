import { IN_FORCE_FIELDS } from '../../../engine/document/tax-in-force';
import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';

/**
 * Tax assignings (/procurement/pur-taxassignings): the purchase taxes an order's tax lines pick from (contract: tax
 * code, percent).
 */
export const TAX_ASSIGNINGS: ResourceDeclaration = {
  name: 'procurement.tax-assignings',
  title: 'Tax assignings',
  singular: 'Purchase tax',
  screen: PROCUREMENT.purTaxassignings,
  key: 'code',
  entity: 'taxAssigning',
  endpoints: {
    list: 'api/PurSettings/GetPurTaxAssignings',
    get: 'api/PurSettings/GetPurTaxAssigning',
    save: 'api/PurSettings/SetPurTaxAssigning',
  },
  fields: [
    codeField('GST18-C', 12, { label: 'Tax code' }),
    nameField(80, 'Description', 'description'),
    { name: 'percent', label: 'Percent', type: 'percent', required: true },
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: 'CGST', label: 'CGST (central, within the state)' },
        { value: 'SGST', label: 'SGST (state, within the state)' },
        { value: 'IGST', label: 'IGST (between states)' },
        { value: 'VAT', label: 'VAT (goods outside GST)' },
      ],
    },
    ACTIVE,
    ...IN_FORCE_FIELDS,
  ],
  columns: ['code', 'description', 'percent', 'kind', 'active', 'inForceUntil'],
  example: {
    code: 'GST3-I',
    description: 'IGST 3% on gold and silver articles',
    percent: 3,
    kind: 'IGST',
    active: true,
    inForceFrom: '2025-09-22',
    inForceUntil: '',
  },
  searchable: ['code', 'description'],
  filters: ['kind', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
