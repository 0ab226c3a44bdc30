import type { ResourceDeclaration } from '../../../engine/resource';
import { mobileField } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';
import { OUTLETS } from './outlets';

/** Waiters (/pos/res-waiters): the stewards a KOT and a table are booked to. */
export const WAITERS: ResourceDeclaration = {
  name: 'pos.waiters',
  title: 'Waiters',
  singular: 'Waiter',
  screen: POS.resWaiters,
  key: 'code',
  entity: 'waiter',
  // Contract routes and body `{ waiter, tracheck, usr }` (01-pos.md); the get-one route is ours.
  endpoints: {
    list: 'api/POSTablesnWaiters/getPOSWaiters',
    get: 'api/POSTablesnWaiters/getPOSWaiter',
    save: 'api/POSTablesnWaiters/setPOSWaiter',
  },
  fields: [
    codeField('W01'),
    nameField(60),
    mobileField({ required: true }),
    { name: 'outlet', label: 'Outlet', type: 'reference', required: true, reference: refTo(OUTLETS) },
    {
      name: 'shift',
      label: 'Shift',
      type: 'select',
      required: true,
      options: [
        { value: 'MORNING', label: 'Morning (7 am to 3 pm)' },
        { value: 'EVENING', label: 'Evening (3 pm to 11 pm)' },
        { value: 'SPLIT', label: 'Split (lunch and dinner)' },
        { value: 'GENERAL', label: 'General (9 am to 6 pm)' },
      ],
      defaultValue: 'SPLIT',
    },
    {
      name: 'captain',
      label: 'Captain',
      type: 'boolean',
      defaultValue: false,
      help: 'A captain may move tables and void KOT lines.',
    },
    { name: 'joinedOn', label: 'Joined on', type: 'date' },
    ACTIVE,
  ],
  columns: ['code', 'name', 'mobile', 'outlet', 'shift', 'captain', 'active'],
  example: {
    code: 'W90',
    name: 'Sebastian Joseph',
    mobile: '9847090051',
    outlet: 'DIN',
    shift: 'EVENING',
    captain: false,
    joinedOn: '2026-11-16',
    active: true,
  },
  searchable: ['code', 'name', 'mobile'],
  filters: ['outlet', 'shift', 'captain', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
