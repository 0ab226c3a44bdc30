import type { DocumentRules } from '../../../engine/document/document';
import type { FieldDeclaration, LineRecord, ResourceRecord } from '../../../engine/resource';
import { refTo } from '../../../kits/masters/fields';
import { TAX_ASSIGNINGS } from './tax-assignings';

/**
 * What a purchase order and a goods receipt declare alike: their lines' item and unit, the tax lines from the tax
 * assignings, the amount fields and how the document sums them.
 */

export const ITEM = {
  resource: 'inventory.items',
  endpoint: 'api/invmaterial/GetInvMaterials',
  key: 'itemId',
  label: 'name',
} as const;

export const UNIT = {
  resource: 'inventory.units-of-measure',
  endpoint: 'api/invUOM/GetInvUOMs',
  key: 'code',
  label: 'name',
} as const;

/** Code, percent and value of each tax (the server's percent and value win); taxes in force on the document's date. */
export const TAX_LINES: readonly FieldDeclaration[] = [
  {
    name: 'taxcode',
    label: 'Tax',
    type: 'reference',
    required: true,
    reference: { ...refTo(TAX_ASSIGNINGS, { label: 'description' }), inForceOn: 'dat' },
  },
  { name: 'taxper', label: 'Percent', type: 'percent', readOnly: true },
  { name: 'taxvalue', label: 'Value', type: 'money', readOnly: true },
];

/** Discount and others typed, base, taxes and total computed (by the server, and by the form as the user types). */
export const AMOUNT_FIELDS: readonly FieldDeclaration[] = [
  { name: 'discount', label: 'Discount', type: 'money', min: 0, defaultValue: 0 },
  { name: 'others', label: 'Others (freight, packing)', type: 'money', min: 0, defaultValue: 0 },
  { name: 'baseamt', label: 'Base amount', type: 'money', readOnly: true },
  { name: 'taxes', label: 'Tax amount', type: 'money', readOnly: true },
  { name: 'totalAmt', label: 'Total', type: 'money', readOnly: true },
];

/** The document rules of the fields above: dated by `dat`, quantity x rate lines, the status in `pos`. */
export const PURCHASE_SUMS: Pick<
  DocumentRules,
  'dateField' | 'lines' | 'taxes' | 'discount' | 'others' | 'totals' | 'status'
> = {
  dateField: 'dat',
  lines: { field: 'lines', quantity: 'qty', rate: 'rat', amount: 'amount' },
  taxes: {
    field: 'taxLines',
    tax: 'taxcode',
    percent: 'taxper',
    value: 'taxvalue',
    master: {
      resource: TAX_ASSIGNINGS.name,
      endpoint: TAX_ASSIGNINGS.endpoints.list,
      key: 'code',
      percent: 'percent',
    },
  },
  discount: 'discount',
  others: 'others',
  totals: { base: 'baseamt', taxes: 'taxes', total: 'totalAmt' },
  status: 'pos',
};

/** The supplier, whose first address the print shows. */
export const SUPPLIER_PARTY: DocumentRules['party'] = {
  field: 'vendorid',
  lines: 'addresses',
  fields: ['address', 'city', 'district', 'state', 'zip'],
};

/**
 * The record as the server reads it: without the fields of ours the form shows but the server computes and never reads
 * (each line's amount; a receipt's advance deducted, payable and print count), which the contract's check refuses.
 */
export function withoutComputed(header: readonly string[], lineParts: readonly string[]) {
  const without = <Row extends object>(row: Row, names: readonly string[]) =>
    Object.fromEntries(Object.entries(row).filter(([name]) => !names.includes(name))) as Row;
  return (record: ResourceRecord): ResourceRecord => {
    const wire = without(record, header);
    for (const part of lineParts) {
      const lines = record[part];
      if (Array.isArray(lines)) wire[part] = lines.map((line: LineRecord) => without(line, ['amount']));
    }
    return wire;
  };
}
