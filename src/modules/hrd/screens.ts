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
import { DesignationUsualPay } from './resources/designation-usual-pay';
import { DESIGNATIONS } from './resources/designations';
import { EMPLOYEES } from './resources/employees';
import { LEAVES } from './resources/leaves';
import { RANGEWISE_DEDUCTIONS } from './resources/rangewise-deductions';
import { SHIFTS } from './resources/shifts';
import { advancesScreens } from './advances/advances-screens';
import { attendanceScreens } from './attendance/attendance-screens';
import { inoutScreens } from './inout/inout-screens';
import { leaveScreens } from './leave/leave-screens';
import { paymentsScreens } from './payments/payments-screens';
import { peopleScreens } from './people/people-screens';
import { recruitmentScreens } from './recruitment/recruitment-screens';
import { reportsScreens } from './reports/reports-screens';
import { salaryScreens } from './salary/salary-screens';

export const declarations = Object.values(HRD);

/**
 * The HR masters (older route variants open their current twin; the employee form offers the designation's usual pay
 * heads and leaves), the dashboard (on both its routes), the key reports;
 * then each area's own screens, current and older routes alike: in/out, attendance and shift assignment,
 * leave, advances, the salary statement, payments and statements, recruitment, people (joinings, service closings,
 * trainings, meetings) and the HR and account reports.
 */
export const screens: ScreenMap = {
  ...screensFor(
    HRD_RESOURCES,
    {
      [HRD.hrddepts.path]: DEPARTMENTS,
      [HRD.hrdallowances.path]: ALLOWANCES_DEDUCTIONS,
      [HRD.hrdleaves.path]: LEAVES,
      [HRD.hrddesigs.path]: DESIGNATIONS,
      [HRD.hrdrangewise.path]: RANGEWISE_DEDUCTIONS,
      [HRD.hrdemployees.path]: EMPLOYEES,
      [HRD.hrdshifts.path]: SHIFTS,
    },
    { [EMPLOYEES.name]: DesignationUsualPay },
  ),
  ...reportScreens(HRD_REPORTS),
  ...dashboardScreens(HRD_DASHBOARDS),
  ...inoutScreens,
  ...attendanceScreens,
  ...leaveScreens,
  ...advancesScreens,
  ...salaryScreens,
  ...paymentsScreens,
  ...recruitmentScreens,
  ...peopleScreens,
  ...reportsScreens,
};
