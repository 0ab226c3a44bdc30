import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { HOSTELS } from '../../../menus/catalogue/hostels';

/**
 * Hostel room categories (/hostels/hostel-room-categories): single, twin, dormitory..., with beds per room and the
 * monthly rent per bed.
 */
export const ROOM_CATEGORIES: ResourceDeclaration = {
  name: 'hostels.room-categories',
  title: 'Room categories',
  singular: 'Room category',
  screen: HOSTELS.hostelRoomCategories,
  key: 'code',
  entity: 'roomCategory',
  endpoints: {
    list: 'api/HostelRoomCategories/GetHostelRoomCategories',
    get: 'api/HostelRoomCategories/GetHostelRoomCategory',
    save: 'api/HostelRoomCategories/SetHostelRoomCategory',
  },
  fields: [
    codeField('TWN'),
    nameField(50),
    { name: 'bedsPerRoom', label: 'Beds per room', type: 'number', required: true, min: 1, max: 20, defaultValue: 2 },
    { name: 'monthlyRent', label: 'Rent per bed per month', type: 'money', required: true, min: 0 },
    { name: 'attachedBath', label: 'Attached bathroom', type: 'boolean', defaultValue: false },
    { name: 'airConditioned', label: 'Air-conditioned', type: 'boolean', defaultValue: false },
    ACTIVE,
  ],
  columns: ['code', 'name', 'bedsPerRoom', 'monthlyRent', 'attachedBath', 'airConditioned', 'active'],
  example: {
    code: 'QAC',
    name: 'Four sharing AC',
    bedsPerRoom: 4,
    monthlyRent: 5200,
    attachedBath: true,
    airConditioned: true,
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['attachedBath', 'airConditioned', 'active'],
  defaultSort: { field: 'monthlyRent', direction: 'asc' },
};
