import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { QUALITY } from '../../../menus/catalogue/quality';
import { MIR_REPORTS } from './mir-reports';

const MirTestScreen = lazy(() => import('./mir-test-screen').then((m) => ({ default: m.MirTestScreen })));
const MirApprovalsScreen = lazy(() =>
  import('./mir-approvals-screen').then((m) => ({ default: m.MirApprovalsScreen })),
);

/** Goods-receipt tests and approvals, and the pending tests, results and supplier rating reports. */
export const inwardScreens: ScreenMap = {
  [QUALITY.qcmirtest.path]: MirTestScreen,
  [QUALITY.qcmirapprovals.path]: MirApprovalsScreen,
  ...reportScreens(MIR_REPORTS),
};
