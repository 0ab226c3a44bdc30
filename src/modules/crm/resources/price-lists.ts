import type { ResourceDeclaration } from '../../../engine/resource';
import { CRM } from '../../../menus/catalogue/crm';
import { ACTIVE, codeField, nameField } from './fields';

/** Price lists (/crm/price-list): the rate of each inventory item for the customers who get this list. */
export const PRICE_LISTS: ResourceDeclaration = {
  name: 'crm.price-lists',
  title: 'Price lists',
  singular: 'Price list',
  screen: CRM.priceList,
  key: 'code',
  entity: 'priceList',
  endpoints: { list: 'api/CRMPriceLists/GetCRMPriceLists', get: 'api/CRMPriceLists/GetCRMPriceList', save: 'api/CRMPriceLists/SetCRMPriceList' },
  fields: [
    codeField('WHS-26'),
    nameField(60),
    { name: 'validFrom', label: 'Valid from', type: 'date', required: true },
    { name: 'validTo', label: 'Valid to', type: 'date', help: 'Leave empty for a list with no end date.' },
    { name: 'taxInclusive', label: 'Rates include tax', type: 'boolean', defaultValue: false },
    { name: 'remarks', label: 'Remarks', type: 'multiline', max: 250 },
    ACTIVE,
    {
      name: 'lines',
      label: 'Item rates',
      type: 'lines',
      required: true,
      max: 500,
      lines: [
        { name: 'item', label: 'Item', type: 'reference', required: true, reference: { resource: 'inventory.items', endpoint: 'api/invmaterial/GetInvMaterials', key: 'itemId', label: 'name' } },
        { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
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
      { item: 'ITM-0001', rate: 30, minQty: 10 },
      { item: 'ITM-0002', rate: 26.5, minQty: null },
    ],
  },
  searchable: ['code', 'name', 'remarks'],
  filters: ['taxInclusive', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
