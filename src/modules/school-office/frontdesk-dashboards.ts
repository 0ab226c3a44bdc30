import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { FRONT_DESK } from '../../menus/catalogue/front-desk';

/**
 * The front desk dashboard, computed by the backend (src/mocks/school-office/fees/fee-dashboard-handler.ts): the pupils
 * on roll and on transport, the fees received today and this month, the concessions given this month and what is
 * pending on the fee ledger as on today.
 */
export const FRONTDESK_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'frontdesk.dashboard',
    title: 'Front desk dashboard',
    screen: FRONT_DESK.fdDash,
    endpoint: 'api/FDDashboard/GetFDDashboard',
    cards: [
      { name: 'students', label: 'Pupils on roll', format: 'number' },
      { name: 'transport', label: 'Using school transport', format: 'number' },
      { name: 'receivedToday', label: 'Fees received today', format: 'money' },
      { name: 'receivedThisMonth', label: 'Fees received this month', format: 'money' },
      { name: 'concessionsThisMonth', label: 'Concessions this month', format: 'money' },
      { name: 'pending', label: 'Fees pending', format: 'money' },
      { name: 'pupilsOwing', label: 'Pupils owing', format: 'number' },
    ],
    charts: [
      { name: 'byClass', title: 'Pupils by class', kind: 'bar', format: 'number' },
      { name: 'pendingByTerm', title: 'Fees pending by term', kind: 'bar', format: 'money' },
      { name: 'receivedByMode', title: 'Received this month by mode', kind: 'doughnut', format: 'money' },
    ],
  },
];
