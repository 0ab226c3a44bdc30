import type { ResourceDeclaration } from '../../../engine/resource';
import { CRM } from '../../../menus/catalogue/crm';
import { ACTIVE, codeField, nameField, taxInclusiveField } from '../../../kits/masters/fields';
import { PRODUCT, VALIDITY } from './fields';

/**
 * Price lists (/crm/price-list): the rate of each inventory item for the customers who get this list. The lines carry
 * the names of the quotation requirements' `pricesdet` (05-crm §2: productId, price, taxId); the route is ours (the
 * contract has no master route). `taxId` is the line's GST rate (a `taxesuni` group: CGST + SGST halves of crm.taxes).
 */
export const GST_GROUPS = [
  { value: 'IGST5', label: 'GST 5%' },
  { value: 'IGST12', label: 'GST 12%' },
  { value: 'IGST18', label: 'GST 18%' },
  { value: 'IGST28', label: 'GST 28%' },
];

export const PRICE_LISTS: ResourceDeclaration = {
  name: 'crm.price-lists',
  title: 'Price lists',
  singular: 'Price list',
  screen: CRM.priceList,
  key: 'code',
  entity: 'priceList',
  endpoints: {
    list: 'api/CRMPriceLists/GetCRMPriceLists',
    get: 'api/CRMPriceLists/GetCRMPriceList',
    save: 'api/CRMPriceLists/SetCRMPriceList',
  },
  fields: [
    codeField('WHS-26'),
    nameField(60),
    ...VALIDITY,
    taxInclusiveField(false),
    { name: 'remarks', label: 'Remarks', type: 'multiline', max: 250 },
    ACTIVE,
    {
      name: 'lines',
      label: 'Item rates',
      type: 'lines',
      required: true,
      max: 500,
      lines: [
        PRODUCT,
        { name: 'price', label: 'Rate', type: 'money', required: true, min: 0 },
        { name: 'taxId', label: 'GST', type: 'select', required: true, options: GST_GROUPS, defaultValue: 'IGST18' },
        { name: 'minQty', label: 'Minimum quantity', type: 'number', min: 0 },
      ],
    },
  ],
  columns: ['code', 'name', 'validFrom', 'validTo', 'taxInclusive', 'active'],
  example: {
    code: 'MONSOON-26',
    name: 'Monsoon offer 2026',
    validFrom: '2026-06-01',
    validTo: '2026-09-30',
    taxInclusive: true,
    remarks: 'Rates for the monsoon season promotion.',
    active: true,
    lines: [
      { productId: 'ITM-0001', price: 30, taxId: 'IGST5', minQty: 10 },
      { productId: 'ITM-0002', price: 26.5, taxId: 'IGST18', minQty: null },
    ],
  },
  searchable: ['code', 'name', 'remarks'],
  filters: ['taxInclusive', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
