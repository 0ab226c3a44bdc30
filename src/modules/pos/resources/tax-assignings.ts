import type { ResourceDeclaration } from '../../../engine/resource';
import { POS } from '../../../menus/catalogue/pos';
import { ACTIVE, codeField, refTo } from './fields';
import { ITEM_GROUPS } from './item-groups';
import { OUTLETS } from './outlets';
import { SALE_TAXES } from './sale-taxes';

/** Tax assignments (/pos/res-tax-assignings): the tax an item group carries, everywhere or at one outlet. */
export const TAX_ASSIGNINGS: ResourceDeclaration = {
  name: 'pos.tax-assignings',
  title: 'Tax assignments',
  singular: 'Tax assignment',
  screen: POS.resTaxAssignings,
  key: 'code',
  entity: 'taxAssigning',
  endpoints: {
    list: 'api/ResTaxAssignings/GetResTaxAssignings',
    get: 'api/ResTaxAssignings/GetResTaxAssigning',
    save: 'api/ResTaxAssignings/SetResTaxAssigning',
  },
  fields: [
    codeField('TA-001'),
    { name: 'itemGroup', label: 'Item group', type: 'reference', required: true, reference: refTo(ITEM_GROUPS) },
    {
      name: 'outlet',
      label: 'Outlet',
      type: 'reference',
      reference: refTo(OUTLETS),
      help: 'Leave empty to apply at every outlet; an outlet’s own row wins.',
    },
    { name: 'tax', label: 'Tax', type: 'reference', required: true, reference: refTo(SALE_TAXES) },
    { name: 'effectiveFrom', label: 'Effective from', type: 'date', required: true },
    {
      name: 'inForceUntil',
      label: 'In force until',
      type: 'date',
      help: 'The last day this tax applies; empty: still in force.',
    },
    { name: 'remarks', label: 'Remarks', type: 'text', max: 120 },
    ACTIVE,
  ],
  columns: ['code', 'itemGroup', 'outlet', 'tax', 'effectiveFrom', 'active'],
  example: {
    code: 'TA-901',
    itemGroup: 'DES',
    outlet: 'BNQ',
    tax: 'GST18',
    effectiveFrom: '2026-12-01',
    inForceUntil: '',
    remarks: 'Outdoor catering is taxed at 18%',
    active: true,
  },
  searchable: ['code', 'itemGroup', 'outlet', 'tax'],
  filters: ['itemGroup', 'outlet', 'tax', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
