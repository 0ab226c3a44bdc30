import type { ScreenMap } from '../../../engine/module-manifest';

/** Owned by WP3 (desk logs) (issue 20): training information and meeting details (fd-rep-traininginfo, fd-rep-meetingdetails). Empty until its builder lands: those routes show "not built yet". */
export const deskReportScreens: ScreenMap = {};
