import type { ResourceDeclaration } from '../../../engine/resource';
import { mobileField } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { HOSTELS as HOSTEL_SCREENS } from '../../../menus/catalogue/hostels';

/** Hostels (/hostels/hostel-masters): each boarding house, who it is for, its warden and how many beds it has. */
export const HOSTELS: ResourceDeclaration = {
  name: 'hostels.hostels',
  title: 'Hostels',
  singular: 'Hostel',
  screen: HOSTEL_SCREENS.hostelMasters,
  key: 'code',
  entity: 'hostel',
  endpoints: {
    list: 'api/HostelMasters/GetHostelMasters',
    get: 'api/HostelMasters/GetHostelMaster',
    save: 'api/HostelMasters/SetHostelMaster',
  },
  fields: [
    codeField('VBH'),
    nameField(60),
    {
      name: 'gender',
      label: 'For',
      type: 'select',
      required: true,
      options: [
        { value: 'BOYS', label: 'Boys' },
        { value: 'GIRLS', label: 'Girls' },
        { value: 'MIXED', label: 'Boys and girls' },
      ],
    },
    { name: 'warden', label: 'Warden', type: 'text', required: true, max: 60 },
    mobileField({
      name: 'wardenMobile',
      label: 'Warden mobile',
      message: 'Use a 10-digit mobile number, e.g. 9822037164',
    }),
    { name: 'capacity', label: 'Capacity (beds)', type: 'number', required: true, min: 1, max: 2000 },
    { name: 'address', label: 'Block and address', type: 'multiline', max: 200 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'gender', 'warden', 'capacity', 'active'],
  example: {
    code: 'NHB',
    name: 'Nivedita Hostel Annexe',
    gender: 'GIRLS',
    warden: 'Mrs. Leela Thomas',
    wardenMobile: '9847065432',
    capacity: 60,
    address: 'Annexe block, behind the auditorium',
    active: true,
  },
  searchable: ['code', 'name', 'warden'],
  filters: ['gender', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
