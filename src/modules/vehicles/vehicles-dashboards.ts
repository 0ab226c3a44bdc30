import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { VEHICLES } from '../../menus/catalogue/vehicles';
import { VEH_ROUTES } from './domain/veh-routes';

/**
 * The vehicles dashboard, computed by the backend from the fleet, the routes, the pupils riding today and the fee
 * ledger (src/mocks/vehicles/transport/dashboard-handler.ts): seats, riders and seats free per route, transport dues.
 */
export const VEHICLES_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'vehicles.dashboard',
    title: 'Vehicles dashboard',
    screen: VEHICLES.vehDashboard,
    endpoint: VEH_ROUTES.dashboard,
    cards: [
      { name: 'vehicles', label: 'Vehicles', format: 'number' },
      { name: 'routes', label: 'Routes', format: 'number' },
      { name: 'seats', label: 'Seats on routes', format: 'number' },
      { name: 'riders', label: 'Pupils riding', format: 'number' },
      { name: 'seatsFree', label: 'Seats free', format: 'number' },
      { name: 'transportDues', label: 'Transport fees due', format: 'money' },
    ],
    charts: [
      { name: 'ridersByRoute', title: 'Pupils riding by route', kind: 'bar', format: 'number' },
      { name: 'seatsFreeByRoute', title: 'Seats free by route', kind: 'bar', format: 'number' },
      { name: 'duesByRoute', title: 'Transport fees due by route', kind: 'bar', format: 'money' },
    ],
  },
];
