import type { ResourceDeclaration } from '../../../engine/resource';
import { STUDENTS } from '../../../menus/catalogue/students';

/**
 * Houses (/students/houses): the school's houses for inter-house events, with colour, motto, house master and captain.
 */
export const HOUSES: ResourceDeclaration = {
  name: 'students.houses',
  title: 'Houses',
  singular: 'House',
  screen: STUDENTS.houses,
  key: 'code',
  entity: 'house',
  endpoints: {
    list: 'api/StuHouses/GetStuHouses',
    get: 'api/StuHouses/GetStuHouse',
    save: 'api/StuHouses/SetStuHouse',
  },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. TAG' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 40 },
    {
      name: 'colour',
      label: 'Colour',
      type: 'select',
      required: true,
      options: ['Red', 'Blue', 'Green', 'Yellow', 'Orange', 'Purple', 'White'].map((colour) => ({
        value: colour.toUpperCase(),
        label: colour,
      })),
    },
    { name: 'motto', label: 'Motto', type: 'text', max: 80 },
    { name: 'houseMaster', label: 'House master', type: 'text', required: true, max: 60 },
    { name: 'captain', label: 'House captain', type: 'text', max: 60 },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'colour', 'houseMaster', 'captain', 'active'],
  example: {
    code: 'BOS',
    name: 'Bose',
    colour: 'WHITE',
    motto: 'Seek and discover',
    houseMaster: 'Mr. Joseph Varghese',
    captain: 'Neha Pillai',
    active: true,
  },
  searchable: ['code', 'name', 'houseMaster', 'captain'],
  filters: ['colour', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
