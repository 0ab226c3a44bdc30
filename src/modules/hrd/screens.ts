import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { reportScreens } from '../../engine/report/report-screen';
import { screensFor } from '../../engine/screens-for';
import { HRD } from '../../menus/catalogue/hrd';
import { HRD_DASHBOARDS } from './hrd-dashboards';
import { HRD_REPORTS } from './hrd-reports';
import { HRD_RESOURCES } from './hrd-resources';
import { ALLOWANCES_DEDUCTIONS } from './resources/allowances-deductions';
import { DEPARTMENTS } from './resources/departments';
import { DESIGNATIONS } from './resources/designations';
import { EMPLOYEES } from './resources/employees';
import { LEAVES } from './resources/leaves';
import { RANGEWISE_DEDUCTIONS } from './resources/rangewise-deductions';
import { SHIFTS } from './resources/shifts';

export const declarations = Object.values(HRD);

/**
 * The HR masters (older route variants open their current twin), the dashboard (on both its routes) and the
 * department, designation and employee key reports; recruitment, transactions and other reports show "not built yet".
 */
export const screens: ScreenMap = {
  ...screensFor(HRD_RESOURCES, {
    [HRD.hrddepts.path]: DEPARTMENTS,
    [HRD.hrdallowances.path]: ALLOWANCES_DEDUCTIONS,
    [HRD.hrdleaves.path]: LEAVES,
    [HRD.hrddesigs.path]: DESIGNATIONS,
    [HRD.hrdrangewise.path]: RANGEWISE_DEDUCTIONS,
    [HRD.hrdemployees.path]: EMPLOYEES,
    [HRD.hrdshifts.path]: SHIFTS,
  }),
  ...reportScreens(HRD_REPORTS),
  ...dashboardScreens(HRD_DASHBOARDS),
};
