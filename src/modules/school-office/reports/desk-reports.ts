import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { DESK_REPORTS } from '../desk/desk-report-declarations';

/**
 * The desk logs' reports by route: training information and meeting details (fd-rep-traininginfo,
 * fd-rep-meetingdetails).
 */
export const deskReportScreens: ScreenMap = reportScreens(DESK_REPORTS);
