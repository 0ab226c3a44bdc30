import { IN_FORCE_FIELDS } from '../../../engine/document/tax-in-force';
import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, HSN_SAC, nameField, taxCodeField } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';

/** Sale taxes (/pos/sale-taxes): the GST rates a bill can carry, with their central and state shares. */
export const SALE_TAXES: ResourceDeclaration = {
  name: 'pos.sale-taxes',
  title: 'Sale taxes',
  singular: 'Sale tax',
  screen: POS.saleTaxes,
  key: 'code',
  entity: 'saleTax',
  endpoints: { list: 'api/SaleTaxes/GetSaleTaxes', get: 'api/SaleTaxes/GetSaleTax', save: 'api/SaleTaxes/SetSaleTax' },
  fields: [
    taxCodeField('GST5'),
    nameField(50),
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: 'GST', label: 'GST (central and state)' },
        { value: 'IGST', label: 'Integrated GST' },
        { value: 'CESS', label: 'Cess' },
        { value: 'EXEMPT', label: 'Exempt or nil rated' },
      ],
      defaultValue: 'GST',
    },
    { name: 'percent', label: 'Percent', type: 'percent', required: true },
    {
      name: 'components',
      label: 'Components',
      type: 'lines',
      max: 4,
      help: 'How the rate splits on the bill, e.g. CGST 2.5% and SGST 2.5%.',
      lines: [
        {
          name: 'component',
          label: 'Component',
          type: 'select',
          required: true,
          options: ['CGST', 'SGST', 'IGST', 'CESS'].map((value) => ({ value, label: value })),
        },
        { name: 'percent', label: 'Percent', type: 'percent', required: true },
      ],
    },
    HSN_SAC,
    ACTIVE,
    ...IN_FORCE_FIELDS,
  ],
  columns: ['code', 'name', 'kind', 'percent', 'hsnSac', 'active'],
  example: {
    code: 'GST40',
    name: 'GST 40% (sin goods)',
    kind: 'GST',
    percent: 40,
    components: [
      { component: 'CGST', percent: 20 },
      { component: 'SGST', percent: 20 },
    ],
    hsnSac: '2202',
    active: true,
    inForceFrom: '',
    inForceUntil: '',
  },
  searchable: ['code', 'name', 'hsnSac'],
  filters: ['kind', 'active'],
  defaultSort: { field: 'percent', direction: 'asc' },
};
