import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { screensFor } from '../../../engine/screens-for';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { PROCESS_ATTACHMENTS } from '../resources/process-attachments';
import { PLANNING_REPORTS } from './planning-reports';

const MassPlanningScreen = lazy(() =>
  import('./mass-planning-screen').then((m) => ({ default: m.MassPlanningScreen })),
);

/**
 * The product set-ups (the engine's master screen on bespoke handlers), mass planning, the mass achievement and
 * materials required reports.
 */
export const planningScreens: ScreenMap = {
  ...screensFor([PROCESS_ATTACHMENTS]),
  [PRODUCTION.promassplanning.path]: MassPlanningScreen,
  ...reportScreens(PLANNING_REPORTS),
};
