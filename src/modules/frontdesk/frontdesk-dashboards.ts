import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { FRONT_DESK } from '../../menus/catalogue/front-desk';

/** The front desk dashboard: pupils and fee heads from the masters. */
export const FRONTDESK_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'frontdesk.dashboard',
    title: 'Front desk dashboard',
    screen: FRONT_DESK.fdDash,
    endpoint: 'api/FDDashboard/GetFDDashboard',
    cards: [
      { name: 'students', label: 'Pupils on roll', format: 'number', source: { resource: 'frontdesk.students', measure: 'count', where: { active: true } } },
      { name: 'transport', label: 'Using school transport', format: 'number', source: { resource: 'frontdesk.students', measure: 'count', where: { transport: true } } },
      { name: 'fees', label: 'Fee heads', format: 'number', source: { resource: 'frontdesk.fees', measure: 'count' } },
      { name: 'feeTotal', label: 'Sum of fee heads', format: 'money', source: { resource: 'frontdesk.fees', measure: 'sum', field: 'amount' } },
    ],
    charts: [
      { name: 'byClass', title: 'Pupils by class', kind: 'bar', source: { resource: 'frontdesk.students', measure: 'count', groupBy: 'className' } },
      { name: 'byGender', title: 'Pupils by gender', kind: 'doughnut', source: { resource: 'frontdesk.students', measure: 'count', groupBy: 'gender' } },
    ],
  },
];
