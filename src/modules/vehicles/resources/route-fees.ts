import type { ResourceDeclaration } from '../../../engine/resource';
import { VEHICLES } from '../../../menus/catalogue/vehicles';
import { ROUTES } from './routes';

/** Route fees (/vehicles/veh-route-fees): the transport fee of a route for a term, and its due date. */
export const ROUTE_FEES: ResourceDeclaration = {
  name: 'vehicles.route-fees',
  title: 'Route fees',
  singular: 'Route fee',
  screen: VEHICLES.vehRouteFees,
  key: 'code',
  entity: 'routeFee',
  endpoints: {
    list: 'api/VehRouteFees/GetVehRouteFees',
    get: 'api/VehRouteFees/GetVehRouteFee',
    save: 'api/VehRouteFees/SetVehRouteFee',
  },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 12,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use the route code and the term, e.g. R-01-T1' },
      fixedAfterCreate: true,
    },
    {
      name: 'route',
      label: 'Route',
      type: 'reference',
      required: true,
      reference: { resource: ROUTES.name, endpoint: ROUTES.endpoints.list, key: 'code', label: 'name' },
    },
    {
      name: 'term',
      label: 'Term',
      type: 'select',
      required: true,
      options: [
        { value: 'T1', label: 'Term 1 (April to September)' },
        { value: 'T2', label: 'Term 2 (October to March)' },
        { value: 'ANNUAL', label: 'Whole year' },
      ],
      defaultValue: 'T1',
    },
    { name: 'fee', label: 'Fee (both ways)', type: 'money', required: true, min: 0 },
    { name: 'oneWayFee', label: 'Fee (one way)', type: 'money', min: 0 },
    { name: 'dueDate', label: 'Due date', type: 'date', required: true },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'route', 'term', 'fee', 'oneWayFee', 'dueDate'],
  example: {
    code: 'R-01-ANNUAL',
    route: 'R-01',
    term: 'ANNUAL',
    fee: 17500,
    oneWayFee: 10500,
    dueDate: '2026-04-15',
    active: true,
  },
  searchable: ['code', 'route'],
  filters: ['route', 'term', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
