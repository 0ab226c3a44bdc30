import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';

/**
 * Room categories (/frontoffice/fo-room-categoroies): the tariff of a night's stay and of an extra bed, by kind of
 * room.
 */
export const ROOM_CATEGORIES: ResourceDeclaration = {
  name: 'frontoffice.room-categories',
  title: 'Room categories',
  singular: 'Room category',
  screen: FRONT_OFFICE.foRoomCategoroies,
  key: 'code',
  entity: 'roomCategory',
  endpoints: {
    list: 'api/FORoomCategories/GetFORoomCategories',
    get: 'api/FORoomCategories/GetFORoomCategory',
    save: 'api/FORoomCategories/SetFORoomCategory',
  },
  fields: [
    codeField('DLX'),
    nameField(50),
    { name: 'baseTariff', label: 'Base tariff per night', type: 'money', required: true, min: 0 },
    { name: 'extraBed', label: 'Extra bed per night', type: 'money', min: 0 },
    {
      name: 'occupancy',
      label: 'Maximum occupancy',
      type: 'number',
      required: true,
      min: 1,
      max: 12,
      defaultValue: 2,
      help: 'Guests the room takes without an extra bed.',
    },
    { name: 'amenities', label: 'Amenities', type: 'multiline', max: 300 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'baseTariff', 'extraBed', 'occupancy', 'active'],
  example: {
    code: 'HNY',
    name: 'Honeymoon suite',
    baseTariff: 9800,
    extraBed: 0,
    occupancy: 2,
    amenities: 'Lake-facing balcony, jacuzzi, king bed',
    active: true,
  },
  searchable: ['code', 'name', 'amenities'],
  filters: ['active'],
  defaultSort: { field: 'baseTariff', direction: 'asc' },
};
