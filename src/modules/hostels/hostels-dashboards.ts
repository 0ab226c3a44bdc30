import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { HOSTELS } from '../../menus/catalogue/hostels';

/** The hostels dashboard: hostels, rooms and beds from the masters. */
export const HOSTELS_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'hostels.dashboard',
    title: 'Hostels dashboard',
    screen: HOSTELS.hostelDashboard,
    endpoint: 'api/HostelDashboard/GetHostelDashboard',
    cards: [
      { name: 'hostels', label: 'Hostels', format: 'number', source: { resource: 'hostels.hostels', measure: 'count' } },
      { name: 'rooms', label: 'Rooms', format: 'number', source: { resource: 'hostels.rooms', measure: 'count' } },
      { name: 'beds', label: 'Beds', format: 'number', source: { resource: 'hostels.rooms', measure: 'sum', field: 'beds' } },
      { name: 'packages', label: 'Packages', format: 'number', source: { resource: 'hostels.packages', measure: 'count' } },
    ],
    charts: [
      { name: 'roomsByHostel', title: 'Rooms by hostel', kind: 'bar', source: { resource: 'hostels.rooms', measure: 'count', groupBy: 'hostel' } },
      { name: 'roomsByStatus', title: 'Rooms by status', kind: 'doughnut', source: { resource: 'hostels.rooms', measure: 'count', groupBy: 'status' } },
    ],
  },
];
