import type { ResourceDeclaration } from '../../../engine/resource';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { ACTIVE, codeField, refTo } from './fields';
import { ITEM_GROUPS } from './item-groups';
import { OUTLETS } from './outlets';
import { TAXES } from './taxes';

/** Tax assignments (/takeaway/tax-assigning): the tax an item group carries, everywhere or at one outlet. */
export const TAX_ASSIGNINGS: ResourceDeclaration = {
  name: 'takeaway.tax-assignings',
  title: 'Tax assignments',
  singular: 'Tax assignment',
  screen: TAKEAWAY.taxAssigning,
  key: 'code',
  entity: 'taxAssigning',
  endpoints: {
    list: 'api/TATaxAssignings/GetTATaxAssignings',
    get: 'api/TATaxAssignings/GetTATaxAssigning',
    save: 'api/TATaxAssignings/SetTATaxAssigning',
  },
  fields: [
    codeField('TX-001'),
    { name: 'itemGroup', label: 'Item group', type: 'reference', required: true, reference: refTo(ITEM_GROUPS) },
    {
      name: 'outlet',
      label: 'Outlet',
      type: 'reference',
      reference: refTo(OUTLETS),
      help: 'Leave empty to apply at every outlet; an outlet’s own row wins.',
    },
    { name: 'tax', label: 'Tax', type: 'reference', required: true, reference: refTo(TAXES) },
    { name: 'effectiveFrom', label: 'Effective from', type: 'date', required: true },
    {
      name: 'inForceUntil',
      label: 'In force until',
      type: 'date',
      help: 'The last day this tax applies; empty: still in force.',
    },
    ACTIVE,
  ],
  columns: ['code', 'itemGroup', 'outlet', 'tax', 'effectiveFrom', 'active'],
  example: {
    code: 'TX-901',
    itemGroup: 'BEV',
    outlet: 'MAIN',
    tax: 'GST18',
    effectiveFrom: '2027-01-01',
    inForceUntil: '2027-12-31',
    active: true,
  },
  searchable: ['code', 'itemGroup', 'outlet', 'tax'],
  filters: ['itemGroup', 'outlet', 'tax', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
