import type { ResourceDeclaration } from '../../../engine/resource';
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
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. VBH' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 60 },
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
    {
      name: 'wardenMobile',
      label: 'Warden mobile',
      type: 'text',
      max: 10,
      pattern: { regex: /^[6-9][0-9]{9}$/, message: 'Use a 10-digit mobile number, e.g. 9822037164' },
    },
    { name: 'capacity', label: 'Capacity (beds)', type: 'number', required: true, min: 1, max: 2000 },
    { name: 'address', label: 'Block and address', type: 'multiline', max: 200 },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
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
