import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { FRONT_OFFICE } from '../../menus/catalogue/front-office';
import { AUDIT_ENDPOINTS } from './audit/domain/audit-types';

/**
 * The front office dashboard on the hotel date. The demo backend's handler (src/mocks/frontoffice/audit/
 * dashboard-handler.ts) computes every figure from the stays, folio lines, reservations and C-Forms
 * (audit/domain/reports/dashboard-figures.ts).
 */
export const FRONTOFFICE_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'frontoffice.dashboard',
    title: 'Front office dashboard',
    screen: FRONT_OFFICE.dashboard,
    endpoint: AUDIT_ENDPOINTS.dashboard,
    cards: [
      { name: 'occupancy', label: 'Occupancy today (%)', format: 'number' },
      { name: 'occupied', label: 'Rooms occupied now', format: 'number' },
      { name: 'arrivals', label: 'Arrivals today (arrived and expected)', format: 'number' },
      { name: 'departures', label: 'Departures today (left and due out)', format: 'number' },
      { name: 'inHouse', label: 'Guests in house', format: 'number' },
      { name: 'roomRevenue', label: 'Room revenue today', format: 'money' },
      { name: 'chargeRevenue', label: 'Posted charges today', format: 'money' },
      { name: 'posRevenue', label: 'Restaurant to rooms today', format: 'money' },
      { name: 'cformsDue', label: 'C-Forms due', format: 'number' },
    ],
    charts: [
      { name: 'occupancy', title: 'Occupancy over the last 14 hotel days (%)', kind: 'bar' },
      { name: 'revenueByKind', title: 'Revenue by kind, last 14 hotel days', kind: 'doughnut', format: 'money' },
    ],
  },
];
