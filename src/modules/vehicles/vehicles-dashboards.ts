import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { VEHICLES } from '../../menus/catalogue/vehicles';

/** The vehicles dashboard: fleet and routes from the masters. */
export const VEHICLES_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'vehicles.dashboard',
    title: 'Vehicles dashboard',
    screen: VEHICLES.vehDashboard,
    endpoint: 'api/VehDashboard/GetVehiclesDashboard',
    cards: [
      { name: 'vehicles', label: 'Vehicles', format: 'number', source: { resource: 'vehicles.vehicles', measure: 'count', where: { active: true } } },
      { name: 'seats', label: 'Seats', format: 'number', source: { resource: 'vehicles.vehicles', measure: 'sum', field: 'capacity' } },
      { name: 'routes', label: 'Routes', format: 'number', source: { resource: 'vehicles.routes', measure: 'count' } },
      { name: 'km', label: 'Route kilometres', format: 'number', source: { resource: 'vehicles.routes', measure: 'sum', field: 'distanceKm' } },
    ],
    charts: [
      { name: 'byRoute', title: 'Vehicles by route', kind: 'bar', source: { resource: 'vehicles.vehicles', measure: 'count', groupBy: 'route' } },
      { name: 'byType', title: 'Vehicles by type', kind: 'doughnut', source: { resource: 'vehicles.vehicles', measure: 'count', groupBy: 'type' } },
    ],
  },
];
