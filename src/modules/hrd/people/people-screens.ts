import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { HRD } from '../../../menus/catalogue/hrd';

const JoiningsScreen = lazy(() => import('./joinings/joinings-screen').then((m) => ({ default: m.JoiningsScreen })));
const ServiceClosingsScreen = lazy(() =>
  import('./closings/service-closings-screen').then((m) => ({ default: m.ServiceClosingsScreen })),
);
const TrainingsScreen = lazy(() => import('./events/event-screens').then((m) => ({ default: m.TrainingsScreen })));
const MeetingsScreen = lazy(() => import('./events/event-screens').then((m) => ({ default: m.MeetingsScreen })));

/** The HR people screens by route path, spread into the HR module's screen map; each screen loads lazily. */
export const peopleScreens: ScreenMap = {
  [HRD.joinings.path]: JoiningsScreen,
  [HRD.serviceclosings.path]: ServiceClosingsScreen,
  [HRD.trainings.path]: TrainingsScreen,
  [HRD.meetings.path]: MeetingsScreen,
};
