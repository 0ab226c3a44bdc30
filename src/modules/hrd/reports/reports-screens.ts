import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { HRD } from '../../../menus/catalogue/hrd';
import { ACCOUNT_REPORTS } from './account-reports';
import { HR_REPORTS } from './hr-reports';

const WeeklyAttendanceScreen = lazy(() =>
  import('./weekly-attendance-screen').then((m) => ({ default: m.WeeklyAttendanceScreen })),
);

/** The HR reports screens by route path, spread into the HR module's screen map: the HR and account reports (51-66). */
export const reportsScreens: ScreenMap = {
  ...reportScreens([...HR_REPORTS, ...ACCOUNT_REPORTS]),
  [HRD.repWeeklyAttendance.path]: WeeklyAttendanceScreen,
};
