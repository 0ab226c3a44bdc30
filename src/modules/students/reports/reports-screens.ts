import type { ScreenMap } from '../../../engine/module-manifest';
import { attendanceReportScreens } from './attendance-reports';
import { marksReportScreens } from './marks-reports';
import { penaltyReportScreens } from './penalty-reports';
import { pendingFeesReportScreens } from './pending-fees-report';
import { timetableReportScreens } from './timetable-reports';

/**
 * The students reports by route path, spread into the students module's screen map (the key reports stay
 * in students-reports.ts), each area's from its own file: timetables, attendance, marks, pending penalties and
 * pending fees.
 */
export const reportsScreens: ScreenMap = {
  ...timetableReportScreens,
  ...attendanceReportScreens,
  ...marksReportScreens,
  ...penaltyReportScreens,
  ...pendingFeesReportScreens,
};
