import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';

const CallsScreen = lazy(() => import('./calls-screen').then((m) => ({ default: m.CallsScreen })));
const PresentationsScreen = lazy(() =>
  import('./presentations-screen').then((m) => ({ default: m.PresentationsScreen })),
);

/**
 * The front desk enquiry screens by route path, spread into the front desk module's screen map: calls
 * (/front-desk/fd-calls: admission enquiries, follow-ups, conversion), presentations (/front-desk/fd-presentations)
 * and the shares' enquiry entry (/front-desk/entry: the calls screen, "Interested in" outside the school).
 */
export const enquiryScreens: ScreenMap = {
  [FRONT_DESK.fdCalls.path]: CallsScreen,
  [FRONT_DESK.fdPresentations.path]: PresentationsScreen,
  [FRONT_DESK.entry.path]: CallsScreen,
};
