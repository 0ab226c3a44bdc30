import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { FEE_REPORTS } from '../fees/fee-report-declarations';

/**
 * The fee reports by route: term-wise and total pending fees (/front-desk/fd-rep-termwisependings,
 * fd-rep-totalpendings).
 */
export const feeReportScreens: ScreenMap = reportScreens(FEE_REPORTS);
