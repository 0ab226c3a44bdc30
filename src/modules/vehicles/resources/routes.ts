import type { ResourceDeclaration } from '../../../engine/resource';
import { VEHICLES } from '../../../menus/catalogue/vehicles';

/** Routes (/vehicles/veh-routes): a bus route from its start to its end point, with its stops and pickup times. */
export const ROUTES: ResourceDeclaration = {
  name: 'vehicles.routes',
  title: 'Routes',
  singular: 'Route',
  screen: VEHICLES.vehRoutes,
  key: 'code',
  entity: 'route',
  endpoints: {
    list: 'api/VehRoutes/GetVehRoutes',
    get: 'api/VehRoutes/GetVehRoute',
    save: 'api/VehRoutes/SetVehRoute',
  },
  fields: [
    {
      name: 'code',
      label: 'Route code',
      type: 'text',
      required: true,
      max: 8,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. R-07' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 60 },
    { name: 'startPoint', label: 'Start point', type: 'text', required: true, max: 60 },
    { name: 'endPoint', label: 'End point', type: 'text', required: true, max: 60 },
    { name: 'distanceKm', label: 'Distance (km)', type: 'number', required: true, min: 0.1, max: 500 },
    {
      name: 'stops',
      label: 'Stops',
      type: 'lines',
      required: true,
      max: 40,
      help: 'In the order the bus reaches them in the morning.',
      lines: [
        { name: 'stopName', label: 'Stop', type: 'text', required: true, max: 60 },
        {
          name: 'pickupTime',
          label: 'Pickup time',
          type: 'text',
          required: true,
          max: 5,
          pattern: { regex: /^([01][0-9]|2[0-3]):[0-5][0-9]$/, message: 'Use 24-hour HH:mm, e.g. 07:15' },
        },
      ],
    },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'startPoint', 'endPoint', 'distanceKm', 'active'],
  example: {
    code: 'R-90',
    name: 'Kakkanad via Palarivattom',
    startPoint: 'Kakkanad',
    endPoint: 'Marine Drive',
    distanceKm: 14.5,
    stops: [
      { stopName: 'Kakkanad Collectorate', pickupTime: '07:05' },
      { stopName: 'Palarivattom junction', pickupTime: '07:25' },
      { stopName: 'Kaloor stadium', pickupTime: '07:35' },
    ],
    active: true,
  },
  searchable: ['code', 'name', 'startPoint', 'endPoint'],
  filters: ['active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
