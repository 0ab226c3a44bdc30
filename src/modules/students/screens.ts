import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { reportScreens } from '../../engine/report/report-screen';
import { screensFor } from '../../engine/screens-for';
import { STUDENTS } from '../../menus/catalogue/students';
import { STUDENTS_DASHBOARDS } from './students-dashboards';
import { STUDENTS_REPORTS } from './students-reports';
import { STUDENTS_RESOURCES } from './students-resources';

export const declarations = Object.values(STUDENTS);

/** The masters, the key reports and the dashboard; transactions and other reports show "not built yet". */
export const screens: ScreenMap = { ...screensFor(STUDENTS_RESOURCES), ...reportScreens(STUDENTS_REPORTS), ...dashboardScreens(STUDENTS_DASHBOARDS) };
