import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { PENDING_FEES_REPORT } from './pending-fees-declaration';

/** The pending fees report's screen: pending fees from the front desk's fee ledger (rep-pending-fees). */
export const pendingFeesReportScreens: ScreenMap = reportScreens([PENDING_FEES_REPORT]);
