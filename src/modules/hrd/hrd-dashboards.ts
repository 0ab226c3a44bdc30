import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { HRD } from '../../menus/catalogue/hrd';

const employees = 'hrd.employees';
const inService = { active: true } as const;

const figures: Pick<DashboardDeclaration, 'cards' | 'charts'> = {
  cards: [
    { name: 'employees', label: 'Employees in service', format: 'number', source: { resource: employees, measure: 'count', where: inService } },
    { name: 'departments', label: 'Departments', format: 'number', source: { resource: 'hrd.departments', measure: 'count' } },
    { name: 'grossPay', label: 'Gross pay a month', format: 'money', source: { resource: employees, measure: 'sum', field: 'grossPay', where: inService } },
    { name: 'designations', label: 'Designations', format: 'number', source: { resource: 'hrd.designations', measure: 'count' } },
  ],
  charts: [
    { name: 'byDepartment', title: 'Employees by department', kind: 'bar', source: { resource: employees, measure: 'count', where: inService, groupBy: 'department' } },
    { name: 'byGender', title: 'Employees by gender', kind: 'doughnut', source: { resource: employees, measure: 'count', where: inService, groupBy: 'gender' } },
    { name: 'byModeOfPay', title: 'Employees by mode of pay', kind: 'doughnut', source: { resource: employees, measure: 'count', where: inService, groupBy: 'modeOfPay' } },
  ],
};

/** The HR dashboard (/hrd/hrd-dashboard): figures from the HR masters, employees in service only. */
export const HRD_DASHBOARD: DashboardDeclaration = {
  name: 'hrd.dashboard',
  title: 'HR dashboard',
  screen: HRD.hrdDashboard,
  endpoint: 'api/HRDDashboard/GetHRDDashboard',
  ...figures,
};

/** The older route of the HR dashboard (/hrd/hrddashboard): the same figures. */
export const HRD_OLDER_DASHBOARD: DashboardDeclaration = {
  name: 'hrd.older-dashboard',
  title: 'HR dashboard',
  screen: HRD.hrddashboard,
  endpoint: 'api/HRDDashboard/GetHRDDashboardOlder',
  ...figures,
};

/** The HR dashboards (figures computed by the backend). */
export const HRD_DASHBOARDS: readonly DashboardDeclaration[] = [HRD_DASHBOARD, HRD_OLDER_DASHBOARD];
