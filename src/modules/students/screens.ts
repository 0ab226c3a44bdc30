import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { reportScreens } from '../../engine/report/report-screen';
import { screensFor } from '../../engine/screens-for';
import { STUDENTS } from '../../menus/catalogue/students';
import { attendanceScreens } from './attendance/attendance-screens';
import { marksScreens } from './marks/marks-screens';
import { penaltiesScreens } from './penalties/penalties-screens';
import { reportsScreens } from './reports/reports-screens';
import { STUDENTS_DASHBOARDS } from './students-dashboards';
import { STUDENTS_REPORTS } from './students-reports';
import { STUDENTS_RESOURCES } from './students-resources';
import { timetableScreens } from './timetable/timetable-screens';

export const declarations = Object.values(STUDENTS);

/**
 * The masters, the key reports and the dashboard; then each area's own screens: the timetable, attendance,
 * marks and report cards, penalties, and the other reports. A route no area has built yet shows "not built yet".
 */
export const screens: ScreenMap = {
  ...screensFor(STUDENTS_RESOURCES),
  ...reportScreens(STUDENTS_REPORTS),
  ...dashboardScreens(STUDENTS_DASHBOARDS),
  ...timetableScreens,
  ...attendanceScreens,
  ...marksScreens,
  ...penaltiesScreens,
  ...reportsScreens,
};
