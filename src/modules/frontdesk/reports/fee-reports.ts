import type { ScreenMap } from '../../../engine/module-manifest';

/** Owned by WP1 (fees) (issue 20): term-wise and total pending fees (/front-desk/fd-rep-termwisependings, fd-rep-totalpendings). Empty until its builder lands: those routes show "not built yet". */
export const feeReportScreens: ScreenMap = {};
