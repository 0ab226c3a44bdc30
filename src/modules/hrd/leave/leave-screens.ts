import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { HRD } from '../../../menus/catalogue/hrd';

const LeaveRequestScreen = lazy(() =>
  import('./leave-request-screen').then((m) => ({ default: m.LeaveRequestScreen })),
);
const LeaveApprovalScreen = lazy(() =>
  import('./leave-approval-screen').then((m) => ({ default: m.LeaveApprovalScreen })),
);

/** The HR leave screens: requests and approvals, each on its current route and its older twin (the same screen). */
export const leaveScreens: ScreenMap = {
  [HRD.hrdLeaveRequest.path]: LeaveRequestScreen,
  [HRD.hrdleaverequests.path]: LeaveRequestScreen,
  [HRD.hrdLeaveApproval.path]: LeaveApprovalScreen,
  [HRD.hrdleaveapprovals.path]: LeaveApprovalScreen,
};
