import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { FRONT_OFFICE } from '../../menus/catalogue/front-office';

/** The front office dashboard: rooms, categories and guests from the masters. */
export const FRONTOFFICE_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'frontoffice.dashboard',
    title: 'Front office dashboard',
    screen: FRONT_OFFICE.dashboard,
    endpoint: 'api/FODashboard/GetFODashboard',
    cards: [
      { name: 'rooms', label: 'Rooms in service', format: 'number', source: { resource: 'frontoffice.rooms', measure: 'count', where: { active: true } } },
      { name: 'categories', label: 'Room categories', format: 'number', source: { resource: 'frontoffice.room-categories', measure: 'count' } },
      { name: 'customers', label: 'Customers', format: 'number', source: { resource: 'frontoffice.customers', measure: 'count' } },
      { name: 'credit', label: 'Credit limits granted', format: 'money', source: { resource: 'frontoffice.customers', measure: 'sum', field: 'creditLimit' } },
    ],
    charts: [
      { name: 'roomsByCategory', title: 'Rooms by category', kind: 'bar', source: { resource: 'frontoffice.rooms', measure: 'count', groupBy: 'category' } },
      { name: 'customersByType', title: 'Customers by type', kind: 'doughnut', source: { resource: 'frontoffice.customers', measure: 'count', groupBy: 'customerType' } },
    ],
  },
];
