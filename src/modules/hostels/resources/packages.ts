import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { HOSTELS } from '../../../menus/catalogue/hostels';
import { ROOM_CATEGORIES } from './room-categories';
import { SERVICES } from './services';

/** Hostel packages (/hostels/hostel-packages): a room category with a bundle of services at one price per period. */
export const PACKAGES: ResourceDeclaration = {
  name: 'hostels.packages',
  title: 'Packages',
  singular: 'Package',
  screen: HOSTELS.hostelPackages,
  key: 'code',
  entity: 'package',
  endpoints: {
    list: 'api/HostelPackages/GetHostelPackages',
    get: 'api/HostelPackages/GetHostelPackage',
    save: 'api/HostelPackages/SetHostelPackage',
  },
  fields: [
    codeField('PKG-STD'),
    nameField(60),
    {
      name: 'roomCategory',
      label: 'Room category',
      type: 'reference',
      required: true,
      reference: refTo(ROOM_CATEGORIES),
    },
    {
      name: 'period',
      label: 'Period',
      type: 'select',
      required: true,
      options: [
        { value: 'MONTH', label: 'Month' },
        { value: 'TERM', label: 'Term' },
        { value: 'YEAR', label: 'Academic year' },
      ],
      defaultValue: 'TERM',
    },
    { name: 'price', label: 'Package price', type: 'money', required: true, min: 0 },
    {
      name: 'services',
      label: 'Services included',
      type: 'lines',
      required: true,
      lines: [
        {
          name: 'service',
          label: 'Service',
          type: 'reference',
          required: true,
          reference: refTo(SERVICES),
        },
        { name: 'quantity', label: 'Quantity', type: 'number', required: true, min: 1, max: 366 },
        { name: 'remarks', label: 'Remarks', type: 'text', max: 60 },
      ],
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'roomCategory', 'period', 'price', 'active'],
  example: {
    code: 'PKG-SUM',
    name: 'Summer camp stay',
    roomCategory: 'DRM',
    period: 'MONTH',
    price: 9500,
    services: [
      { service: 'MESS-V', quantity: 1, remarks: 'Four meals a day' },
      { service: 'LAU', quantity: 1, remarks: '' },
    ],
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['roomCategory', 'period', 'active'],
  defaultSort: { field: 'price', direction: 'asc' },
};
