import { lazy } from 'react';
import { reportScreens } from '../../../engine/report/report-screen';
import type { ScreenMap } from '../../../engine/module-manifest';
import { QUALITY } from '../../../menus/catalogue/quality';
import { PROCESS_REPORTS } from './process-reports';

const ProcessTestScreen = lazy(() => import('./process-test-screen').then((m) => ({ default: m.ProcessTestScreen })));
const ProcessApprovalsScreen = lazy(() =>
  import('./process-approvals-screen').then((m) => ({ default: m.ProcessApprovalsScreen })),
);

/** Process tests and approvals with the final QC, the process reports and in-charge rankings. */
export const processScreens: ScreenMap = {
  [QUALITY.qcprocesstest.path]: ProcessTestScreen,
  [QUALITY.qcprocessapprovals.path]: ProcessApprovalsScreen,
  ...reportScreens(PROCESS_REPORTS),
};
