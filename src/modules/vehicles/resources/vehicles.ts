import type { ResourceDeclaration } from '../../../engine/resource';
import { VEHICLES as VEHICLE_SCREENS } from '../../../menus/catalogue/vehicles';
import { ROUTES } from './routes';

/**
 * Vehicles (/vehicles/veh-vehicle): each bus, van or car with its registration, driver and the expiry of its papers.
 */
export const VEHICLES: ResourceDeclaration = {
  name: 'vehicles.vehicles',
  title: 'Vehicles',
  singular: 'Vehicle',
  screen: VEHICLE_SCREENS.vehVehicle,
  key: 'regNo',
  entity: 'vehicle',
  endpoints: {
    list: 'api/VehVehicles/GetVehVehicles',
    get: 'api/VehVehicles/GetVehVehicle',
    save: 'api/VehVehicles/SetVehVehicle',
  },
  fields: [
    {
      name: 'regNo',
      label: 'Registration number',
      type: 'text',
      required: true,
      max: 10,
      pattern: {
        regex: /^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}$/,
        message: 'Use the number plate without spaces, e.g. MH12AB1234',
      },
      fixedAfterCreate: true,
    },
    {
      name: 'type',
      label: 'Type',
      type: 'select',
      required: true,
      options: [
        { value: 'BUS', label: 'Bus' },
        { value: 'MINIBUS', label: 'Mini bus' },
        { value: 'VAN', label: 'Van' },
        { value: 'CAR', label: 'Car' },
        { value: 'SUV', label: 'SUV' },
        { value: 'TEMPO', label: 'Tempo traveller' },
      ],
    },
    { name: 'model', label: 'Make and model', type: 'text', max: 50 },
    { name: 'capacity', label: 'Seating capacity', type: 'number', required: true, min: 1, max: 80 },
    {
      name: 'route',
      label: 'Usual route',
      type: 'reference',
      reference: { resource: ROUTES.name, endpoint: ROUTES.endpoints.list, key: 'code', label: 'name' },
    },
    { name: 'driverName', label: 'Driver', type: 'text', required: true, max: 60 },
    {
      name: 'driverPhone',
      label: 'Driver mobile',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[6-9][0-9]{9}$/, message: 'Use a 10-digit mobile number, e.g. 9822037164' },
    },
    { name: 'insuranceExpiry', label: 'Insurance valid till', type: 'date', required: true },
    { name: 'fitnessExpiry', label: 'Fitness valid till', type: 'date', required: true },
    { name: 'pucExpiry', label: 'PUC valid till', type: 'date' },
    { name: 'gpsFitted', label: 'GPS fitted', type: 'boolean', defaultValue: true },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['regNo', 'type', 'capacity', 'route', 'driverName', 'insuranceExpiry', 'fitnessExpiry'],
  example: {
    regNo: 'KL07CD4321',
    type: 'MINIBUS',
    model: 'Force Traveller 26-seater',
    capacity: 26,
    route: 'R-02',
    driverName: 'Biju Varghese',
    driverPhone: '9847056781',
    insuranceExpiry: '2026-11-30',
    fitnessExpiry: '2027-02-28',
    pucExpiry: '2026-05-31',
    gpsFitted: true,
    active: true,
  },
  searchable: ['regNo', 'model', 'driverName', 'driverPhone'],
  filters: ['type', 'route', 'gpsFitted', 'active'],
  defaultSort: { field: 'regNo', direction: 'asc' },
};
