import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { HRD } from '../../../menus/catalogue/hrd';

const AdvancesScreen = lazy(() => import('./advances-screen').then((m) => ({ default: m.AdvancesScreen })));

/** Salary advances on the current route and its older twin (`hrdadvances`): the same screen. */
export const advancesScreens: ScreenMap = {
  [HRD.hrdAdvances.path]: AdvancesScreen,
  [HRD.hrdadvances.path]: AdvancesScreen,
};
