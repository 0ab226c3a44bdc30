import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { HRD } from '../../menus/catalogue/hrd';
import { HRD_DASHBOARD_ENDPOINT } from './reports/domain/report-endpoints';

/**
 * The HR dashboard's figures, computed by the demo backend from the stored records (src/mocks/hrd/reports/
 * dashboard-handler.ts; names as hrdDashboardFigures answers them): staff in service, today's attendance and leave,
 * leave awaiting approval, advances owed, the last locked month's net salary; headcount by department, joinings vs
 * leavings over 12 months and the last 7 days' attendance.
 */
const figures: Pick<DashboardDeclaration, 'cards' | 'charts'> = {
  cards: [
    { name: 'employees', label: 'Employees in service', format: 'number' },
    { name: 'presentToday', label: 'Present today', format: 'number' },
    { name: 'onLeaveToday', label: 'On leave today', format: 'number' },
    { name: 'pendingLeaves', label: 'Leave requests awaiting approval', format: 'number' },
    { name: 'advancesOutstanding', label: 'Advances outstanding', format: 'money' },
    { name: 'lastNetSalary', label: 'Net salary, last locked month', format: 'money' },
  ],
  charts: [
    { name: 'byDepartment', title: 'Employees in service by department', kind: 'bar' },
    { name: 'joinsLeaves', title: 'Joinings and leavings, last 12 months', kind: 'bar', series: ['Joined', 'Left'] },
    { name: 'lastWeek', title: 'Attendance, last 7 days', kind: 'bar', series: ['Present', 'On leave'] },
  ],
};

/** The HR dashboard (/hrd/hrd-dashboard). */
export const HRD_DASHBOARD: DashboardDeclaration = {
  name: 'hrd.dashboard',
  title: 'HR dashboard',
  screen: HRD.hrdDashboard,
  endpoint: HRD_DASHBOARD_ENDPOINT,
  ...figures,
};

/** The older route of the HR dashboard (/hrd/hrddashboard): the same figures from the same endpoint. */
export const HRD_OLDER_DASHBOARD: DashboardDeclaration = {
  ...HRD_DASHBOARD,
  name: 'hrd.older-dashboard',
  screen: HRD.hrddashboard,
};

/** The HR dashboards (figures computed by the backend). */
export const HRD_DASHBOARDS: readonly DashboardDeclaration[] = [HRD_DASHBOARD, HRD_OLDER_DASHBOARD];
