import type { ResourceDeclaration } from '../../../engine/resource';
import { codeField, refTo } from '../../../kits/masters/fields';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { SUPPLIERS } from './suppliers';

/**
 * Supplier opening balances (/procurement/pur-sup-openings): what was owed to (credit) or by (debit) a supplier
 * on the as-on date, one numbered entry per supplier.
 */
export const SUPPLIER_OPENINGS: ResourceDeclaration = {
  name: 'procurement.supplier-openings',
  title: 'Supplier opening balances',
  singular: 'Opening balance',
  screen: PROCUREMENT.purSupOpenings,
  key: 'entryNo',
  entity: 'supplierOpening',
  endpoints: {
    list: 'api/PartyOpenings/GetSupplierOpenings',
    get: 'api/PartyOpenings/GetSupplierOpening',
    save: 'api/PartyOpenings/SetSupplierOpening',
  },
  fields: [
    codeField('OB-0001', 12, { name: 'entryNo', label: 'Entry number' }),
    {
      name: 'supplier',
      label: 'Supplier',
      type: 'reference',
      required: true,
      reference: refTo(SUPPLIERS),
    },
    { name: 'asOn', label: 'As on', type: 'date', required: true },
    {
      name: 'debit',
      label: 'Opening debit',
      type: 'money',
      required: true,
      min: 0,
      defaultValue: 0,
      help: 'Advances paid to the supplier and not yet adjusted.',
    },
    {
      name: 'credit',
      label: 'Opening credit',
      type: 'money',
      required: true,
      min: 0,
      defaultValue: 0,
      help: 'Bills of the supplier not yet paid.',
    },
    { name: 'reference', label: 'Reference', type: 'text', max: 40 },
    { name: 'narration', label: 'Narration', type: 'text', max: 150 },
  ],
  columns: ['entryNo', 'supplier', 'asOn', 'debit', 'credit', 'reference'],
  example: {
    entryNo: 'OB-9001',
    supplier: 'SUP-012',
    asOn: '2025-04-01',
    debit: 0,
    credit: 18450.5,
    reference: 'Ledger 2024-25',
    narration: 'Two bills of March 2025 unpaid',
  },
  searchable: ['entryNo', 'supplier', 'reference', 'narration'],
  filters: ['supplier'],
  defaultSort: { field: 'entryNo', direction: 'asc' },
};
