import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, refTo } from '../../../kits/masters/fields';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { ROOM_CATEGORIES } from './room-categories';

/**
 * Rooms (/frontoffice/fo-rooms): each room of the hotel, its category (tariff), floor, housekeeping status and
 * extension. The status and its out-of-order window are the front office's (Room status screen, housekeeping, check-in
 * and out).
 */
export const ROOMS: ResourceDeclaration = {
  name: 'frontoffice.rooms',
  title: 'Rooms',
  singular: 'Room',
  screen: FRONT_OFFICE.foRooms,
  key: 'roomNo',
  entity: 'room',
  endpoints: { list: 'api/FORooms/GetFORooms', get: 'api/FORooms/GetFORoom', save: 'api/FORooms/SetFORoom' },
  fields: [
    {
      name: 'roomNo',
      label: 'Room number',
      type: 'text',
      required: true,
      max: 6,
      pattern: { regex: /^[0-9]{1,4}[A-Z]?$/, message: 'Use digits with an optional wing letter, e.g. 101 or 204A' },
      fixedAfterCreate: true,
    },
    {
      name: 'category',
      label: 'Category',
      type: 'reference',
      required: true,
      reference: refTo(ROOM_CATEGORIES),
    },
    { name: 'floor', label: 'Floor', type: 'number', required: true, min: 0, max: 60 },
    {
      // Kept by the front office's transactions (check-in, check-out, transfer, Room status, Housekeeping): chosen
      // once when the room is created, shown read-only after.
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      options: [
        { value: 'VACANT', label: 'Vacant (clean)' },
        { value: 'DIRTY', label: 'Dirty' },
        { value: 'OCCUPIED', label: 'Occupied' },
        { value: 'OUT_OF_ORDER', label: 'Out of order' },
      ],
      defaultValue: 'VACANT',
      fixedAfterCreate: true,
      help: 'After the room is created its status changes only through the front office: check-in, check-out, Room status and Housekeeping.',
    },
    { name: 'statusSince', label: 'Status since', type: 'text', readOnly: true },
    { name: 'outOfOrderReason', label: 'Out of order because', type: 'text', max: 100, readOnly: true },
    { name: 'outOfOrderFrom', label: 'Out of order from', type: 'date', readOnly: true },
    { name: 'outOfOrderTo', label: 'Out of order to', type: 'date', readOnly: true },
    {
      name: 'extension',
      label: 'Telephone extension',
      type: 'text',
      max: 5,
      pattern: { regex: /^[0-9]{2,5}$/, message: 'Use 2 to 5 digits, e.g. 2101' },
    },
    { name: 'smoking', label: 'Smoking allowed', type: 'boolean', defaultValue: false },
    { name: 'remarks', label: 'Remarks', type: 'text', max: 100 },
    ACTIVE,
  ],
  columns: ['roomNo', 'category', 'floor', 'status', 'extension', 'active'],
  example: {
    roomNo: '901',
    category: 'DLX',
    floor: 9,
    status: 'VACANT',
    statusSince: '',
    outOfOrderReason: '',
    outOfOrderFrom: '',
    outOfOrderTo: '',
    extension: '2901',
    smoking: false,
    remarks: 'Corner room, city view',
    active: true,
  },
  searchable: ['roomNo', 'category', 'remarks'],
  filters: ['category', 'status', 'smoking', 'active'],
  defaultSort: { field: 'roomNo', direction: 'asc' },
};
