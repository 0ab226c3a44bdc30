import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, refTo } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';
import { OUTLETS } from './outlets';
import { WAITERS } from './waiters';

/** Tables (/pos/res-tables): each table of a dine-in outlet, T1, T2..., with its seats and usual waiter. */
export const TABLES: ResourceDeclaration = {
  name: 'pos.tables',
  title: 'Tables',
  singular: 'Table',
  screen: POS.resTables,
  key: 'code',
  entity: 'tab',
  // Contract routes and body `{ tab, traCheck, usr }` (01-pos.md); the get-one route is ours.
  endpoints: {
    list: 'api/POSTablesnWaiters/getResTables',
    get: 'api/POSTablesnWaiters/getResTable',
    save: 'api/POSTablesnWaiters/setResTable',
  },
  fields: [
    {
      name: 'code',
      label: 'Table number',
      type: 'text',
      required: true,
      max: 6,
      pattern: { regex: /^[A-Z]{1,3}\d{1,3}$/, message: 'Letters then a number, e.g. T1 or FC12' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Description', type: 'text', required: true, max: 40 },
    { name: 'outlet', label: 'Outlet', type: 'reference', required: true, reference: refTo(OUTLETS) },
    { name: 'seats', label: 'Seats', type: 'number', required: true, min: 1, max: 40, defaultValue: 4 },
    {
      name: 'area',
      label: 'Area',
      type: 'select',
      required: true,
      options: [
        { value: 'INDOOR', label: 'Indoor' },
        { value: 'AC', label: 'Air-conditioned' },
        { value: 'OUTDOOR', label: 'Outdoor' },
        { value: 'TERRACE', label: 'Terrace' },
        { value: 'PRIVATE', label: 'Private dining' },
      ],
      defaultValue: 'INDOOR',
    },
    { name: 'waiter', label: 'Usual waiter', type: 'reference', reference: refTo(WAITERS) },
    ACTIVE,
  ],
  columns: ['code', 'name', 'outlet', 'seats', 'area', 'waiter', 'active'],
  example: {
    code: 'T90',
    name: 'Window table for two',
    outlet: 'DIN',
    seats: 2,
    area: 'AC',
    waiter: 'W01',
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['outlet', 'area', 'waiter', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
