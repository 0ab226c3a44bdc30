import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, refTo } from '../../../kits/masters/fields';
import { HOSTELS as HOSTEL_SCREENS } from '../../../menus/catalogue/hostels';
import { HOSTELS } from './hostels';
import { ROOM_CATEGORIES } from './room-categories';

/** Hostel rooms (/hostels/hostel-rooms): a room of a hostel, its category and its beds. */
export const ROOMS: ResourceDeclaration = {
  name: 'hostels.rooms',
  title: 'Rooms',
  singular: 'Room',
  screen: HOSTEL_SCREENS.hostelRooms,
  key: 'code',
  entity: 'room',
  endpoints: {
    list: 'api/HostelRooms/GetHostelRooms',
    get: 'api/HostelRooms/GetHostelRoom',
    save: 'api/HostelRooms/SetHostelRoom',
  },
  fields: [
    codeField('VBH-101', 12, { label: 'Room code', message: 'Use the hostel code and room number, e.g. VBH-101' }),
    { name: 'roomNo', label: 'Room number', type: 'text', required: true, max: 6 },
    {
      name: 'hostel',
      label: 'Hostel',
      type: 'reference',
      required: true,
      reference: refTo(HOSTELS),
    },
    {
      name: 'category',
      label: 'Category',
      type: 'reference',
      required: true,
      reference: refTo(ROOM_CATEGORIES),
    },
    { name: 'floor', label: 'Floor', type: 'number', required: true, min: 0, max: 20 },
    { name: 'beds', label: 'Beds', type: 'number', required: true, min: 1, max: 20 },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      options: [
        { value: 'AVAILABLE', label: 'Beds available' },
        { value: 'FULL', label: 'Full' },
        { value: 'MAINTENANCE', label: 'Under maintenance' },
      ],
      defaultValue: 'AVAILABLE',
    },
    ACTIVE,
  ],
  columns: ['code', 'hostel', 'roomNo', 'category', 'floor', 'beds', 'status'],
  example: {
    code: 'VBH-901',
    roomNo: '901',
    hostel: 'VBH',
    category: 'TWN',
    floor: 9,
    beds: 2,
    status: 'AVAILABLE',
    active: true,
  },
  searchable: ['code', 'roomNo', 'hostel'],
  filters: ['hostel', 'category', 'status', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
