import type { ResourceDeclaration } from '../../../../engine/resource';
import { POS } from '../../../../menus/catalogue/pos';
import { ACTIVE, codeField, nameField } from '../../../../kits/masters/fields';

/**
 * Sale types (/pos/sale-types): the `saltypes` the contract's GetSaleRequirements answers (05-crm.md
 * section 4), each saying what an invoice of that type needs and charges.
 */
export const SALE_TYPES: ResourceDeclaration = {
  name: 'pos.sale-types',
  title: 'Sale types',
  singular: 'Sale type',
  screen: POS.saleTypes,
  key: 'code',
  entity: 'saleType',
  endpoints: {
    list: 'api/SaleTypes/GetSaleTypes',
    get: 'api/SaleTypes/GetSaleType',
    save: 'api/SaleTypes/SetSaleType',
  },
  fields: [
    codeField('B2B'),
    nameField(50),
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: 'B2B', label: 'Business (B2B)' },
        { value: 'B2C', label: 'Consumer (B2C)' },
        { value: 'EXPORT', label: 'Export' },
        { value: 'TRANSFER', label: 'Stock transfer' },
      ],
      defaultValue: 'B2C',
    },
    {
      name: 'requiresGstin',
      label: 'Needs the buyer’s GSTIN',
      type: 'boolean',
      defaultValue: false,
      help: 'A B2B tax invoice is refused for a customer without one.',
    },
    {
      name: 'taxable',
      label: 'Charges GST',
      type: 'boolean',
      defaultValue: true,
      help: 'Off for zero-rated exports and transfers: the lines carry no tax.',
    },
    {
      name: 'interState',
      label: 'Inter-state (IGST)',
      type: 'boolean',
      defaultValue: false,
      help: 'A supply to another state: its lines take IGST rates; otherwise CGST and SGST.',
    },
    {
      name: 'pricing',
      label: 'Priced at',
      type: 'select',
      required: true,
      options: [
        { value: 'LIST', label: 'The item’s list rate' },
        { value: 'COST', label: 'The cost of the batch sold' },
      ],
      defaultValue: 'LIST',
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'kind', 'requiresGstin', 'taxable', 'interState', 'pricing', 'active'],
  example: {
    code: 'SEZ',
    name: 'Supply to an SEZ unit',
    kind: 'B2B',
    requiresGstin: true,
    taxable: false,
    interState: false,
    pricing: 'LIST',
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['kind', 'taxable', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
