import type { ScreenMap } from '../../../engine/module-manifest';

/** Owned by WP2 (enquiries) (issue 20): calls, pending calls, presentations, pending presentations, user-wise calls and the shares' rep1-3. Empty until its builder lands: those routes show "not built yet". */
export const enquiryReportScreens: ScreenMap = {};
