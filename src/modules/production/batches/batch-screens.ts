import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { BATCH_REPORTS } from './batch-reports';

const BatchPlanningScreen = lazy(() =>
  import('./batch-planning-screen').then((m) => ({ default: m.BatchPlanningScreen })),
);
const BatchProcessScreen = lazy(() =>
  import('./batch-process-screen').then((m) => ({ default: m.BatchProcessScreen })),
);

/** Batch planning, batch process (job cards), the pending processes, material costing and wastage reports. */
export const batchScreens: ScreenMap = {
  [PRODUCTION.probatchplanning.path]: BatchPlanningScreen,
  [PRODUCTION.proprocesswiseproduction.path]: BatchProcessScreen,
  ...reportScreens(BATCH_REPORTS),
};
