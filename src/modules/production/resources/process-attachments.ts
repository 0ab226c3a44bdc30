import type { FieldValue, LineRecord, ResourceDeclaration, ResourceRecord } from '../../../engine/resource';
import { refTo } from '../../../kits/masters/fields';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { PPC_ROUTES as R } from './ppc-routes';
import { PROCESSES } from './processes';

const asLines = (value: FieldValue | undefined): LineRecord[] => (Array.isArray(value) ? (value as LineRecord[]) : []);
const numbered = (value: FieldValue | undefined, convert: (line: LineRecord) => LineRecord) =>
  asLines(value).map((line, index) => ({ ...convert(line), sno: index + 1 }));
const idOf = (value: unknown, wire: boolean) =>
  value === '' || value === null || value === undefined ? (wire ? null : '') : wire ? Number(value) : String(value);

/**
 * An ingredient line on the wire is `ProItemWiseIngredients`: `itemId` the product, `ingredient` the material, `qty`;
 * the form's line holds the material as `itemId`.
 */
const ingredientLine =
  (record: ResourceRecord, wire: boolean) =>
  (line: LineRecord): LineRecord =>
    wire
      ? { itemId: (record.productId as string | null) ?? null, ingredient: line.itemId ?? null, qty: line.qty ?? null }
      : { itemId: line.ingredient ?? line.itemId ?? null, qty: line.qty ?? null };

/** The wire carries a route step's process as its numeric record id; the form's reference holds it as text. */
function convert(record: ResourceRecord, wire: boolean): ResourceRecord {
  const out: ResourceRecord = { ...record };
  if ('ingredients' in record) {
    const lines = asLines(record.ingredients).map(ingredientLine(record, wire));
    out.ingredients = wire ? lines : lines.map((line, index) => ({ ...line, sno: index + 1 }));
  }
  for (const part of ['equipment', 'designations'])
    if (part in record) out[part] = numbered(record[part], (line) => line);
  if ('processes' in record)
    out.processes = numbered(record.processes, (line) => ({ ...line, processId: idOf(line.processId, wire) }));
  return out;
}

/**
 * Product set-ups (/production/ppcprocessattachments, "Process attachments"): one per producible product (an item of
 * a finished-goods group): its ingredients per one unit (in each ingredient's stock unit), the equipment and
 * designations it needs, and ours, its default route of processes (prefilled into a batch). An ingredient that has
 * its own set-up is made in turn (a sub-assembly).
 */
export const PROCESS_ATTACHMENTS: ResourceDeclaration = {
  name: 'production.process-attachments',
  title: 'Product set-ups',
  singular: 'Product set-up',
  screen: PRODUCTION.ppcprocessattachments,
  key: 'productId',
  entity: 'setup',
  endpoints: { list: R.setups, get: R.setup, save: R.setSetup },
  wire: {
    parts: { ingredients: 'ingredients', equipment: 'equipment', designations: 'designations', processes: 'processes' },
    header: 'setup',
    toWire: (record) => convert(record, true),
    fromWire: (record) => convert(record, false),
  },
  fields: [
    {
      name: 'productId',
      label: 'Product',
      type: 'reference',
      required: true,
      fixedAfterCreate: true,
      reference: { resource: 'production.producible-items', endpoint: R.producible, key: 'itemid', label: 'itemname' },
      help: 'Items of a finished-goods group.',
    },
    { name: 'productName', label: 'Product name', type: 'text', readOnly: true },
    { name: 'um', label: 'Unit', type: 'text', readOnly: true },
    { name: 'attachment', label: 'Drawing or note', type: 'text', max: 200 },
    {
      name: 'ingredients',
      label: 'Ingredients per one unit',
      type: 'lines',
      required: true,
      max: 100,
      lines: [
        {
          name: 'itemId',
          label: 'Ingredient',
          type: 'reference',
          required: true,
          reference: {
            resource: 'inventory.items',
            endpoint: 'api/invmaterial/GetInvMaterials',
            key: 'itemId',
            label: 'name',
          },
        },
        { name: 'qty', label: 'Quantity (stock unit)', type: 'number', required: true, min: 0.001, max: 1000000 },
      ],
    },
    {
      name: 'processes',
      label: 'Route of processes',
      type: 'lines',
      max: 40,
      lines: [
        {
          name: 'processId',
          label: 'Process',
          type: 'reference',
          required: true,
          reference: refTo(PROCESSES, { key: 'recordId', label: 'processName' }),
        },
        { name: 'qcRequired', label: 'Quality check after', type: 'boolean', defaultValue: false },
      ],
    },
    {
      name: 'equipment',
      label: 'Equipment',
      type: 'lines',
      max: 20,
      lines: [{ name: 'equipment', label: 'Equipment', type: 'text', required: true, max: 80 }],
    },
    {
      name: 'designations',
      label: 'Designations',
      type: 'lines',
      max: 20,
      lines: [{ name: 'designation', label: 'Designation', type: 'text', required: true, max: 60 }],
    },
  ],
  columns: ['productId', 'um', 'attachment'],
  example: {
    productId: 'ITM-0024',
    productName: null,
    um: null,
    attachment: 'Drawing PS-204 rev B',
    ingredients: [{ itemId: 'ITM-0003', qty: 3.2 }],
    processes: [{ processId: '1', qcRequired: false }],
    equipment: [{ equipment: 'CNC lathe LT-2' }],
    designations: [{ designation: 'CNC operator' }],
  },
  searchable: ['productId', 'productName', 'attachment'],
  defaultSort: { field: 'productId', direction: 'asc' },
};
