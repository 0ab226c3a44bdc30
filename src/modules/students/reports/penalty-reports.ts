import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { PENDING_PENALTIES_REPORT } from '../penalties/penalty-report';

/**
 * The penalty report's screen: pending penalties (rep-pending-penalities); the declaration is
 * penalties/penalty-report.ts (the demo backend reads it).
 */
export const penaltyReportScreens: ScreenMap = reportScreens([PENDING_PENALTIES_REPORT]);
