import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { HOSTELS } from '../../menus/catalogue/hostels';
import { HOSTEL_ENDPOINTS } from './domain/hostel-endpoints';

/**
 * The hostels dashboard, computed by the backend from the beds, allocations, bills and receipts
 * (src/mocks/hostels/dashboard-handler.ts).
 */
export const HOSTELS_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'hostels.dashboard',
    title: 'Hostels dashboard',
    screen: HOSTELS.hostelDashboard,
    endpoint: HOSTEL_ENDPOINTS.dashboard,
    cards: [
      { name: 'beds', label: 'Beds', format: 'number' },
      { name: 'occupied', label: 'Beds occupied', format: 'number' },
      { name: 'vacant', label: 'Beds vacant', format: 'number' },
      { name: 'occupancy', label: 'Occupancy % (beds in service)', format: 'number' },
      { name: 'billedThisMonth', label: "This month's billing", format: 'money' },
      { name: 'receivedThisMonth', label: 'Received this month', format: 'money' },
      { name: 'dues', label: 'Dues outstanding', format: 'money' },
    ],
    charts: [
      { name: 'occupancyByHostel', title: 'Occupied beds by hostel', kind: 'bar', format: 'number' },
      { name: 'bedsByState', title: 'Beds by state', kind: 'doughnut', format: 'number' },
      { name: 'duesByHostel', title: 'Dues by hostel', kind: 'bar', format: 'money' },
    ],
  },
];
