import type { ResourceDeclaration } from '../../../engine/resource';
import { nameField } from '../../../kits/masters/fields';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_MASTER_ROUTES as R } from './master-routes';

/** Holidays (/hrd/hrd-holidays, ours): the days the attendance grid marks H, leave requests skip and salaries pay. */
export const HOLIDAYS: ResourceDeclaration = {
  name: 'hrd.holidays',
  title: 'Holidays',
  singular: 'Holiday',
  screen: HRD.hrdHolidays,
  key: 'recordId',
  entity: 'holiday',
  endpoints: { list: R.holidays, get: R.holiday, save: R.setHoliday },
  fields: [
    {
      name: 'recordId',
      label: 'Holiday id',
      type: 'number',
      readOnly: true,
      decimals: 0,
      help: 'Given by the server when the holiday is saved.',
    },
    { name: 'dat', label: 'Date', type: 'date', required: true },
    nameField(60, 'Description', 'description'),
  ],
  columns: ['dat', 'description'],
  example: { recordId: null, dat: '2026-08-28', description: 'Onam (company holiday)' },
  searchable: ['description'],
  defaultSort: { field: 'dat', direction: 'asc' },
};
