import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { screensFor } from '../../../engine/screens-for';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { OUTSOURCES } from './outsources-resource';

const AssignOutsourceScreen = lazy(() =>
  import('./assign-outsource-screen').then((m) => ({ default: m.AssignOutsourceScreen })),
);

/** The outsources master and assigning batch steps to them. */
export const outsourcingScreens: ScreenMap = {
  ...screensFor([OUTSOURCES]),
  [PRODUCTION.proassignoutsource.path]: AssignOutsourceScreen,
};
