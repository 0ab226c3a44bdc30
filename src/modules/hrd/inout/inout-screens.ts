import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { HRD } from '../../../menus/catalogue/hrd';

const InoutScreen = lazy(() => import('./inout-screen').then((m) => ({ default: m.InoutScreen })));

/** The in/out register on its current route and its older twin (`hrdinout`): the same screen. */
export const inoutScreens: ScreenMap = {
  [HRD.hrdInout.path]: InoutScreen,
  [HRD.hrdinout.path]: InoutScreen,
};
