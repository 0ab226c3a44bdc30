import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { HRD } from '../../../menus/catalogue/hrd';

const ResumeScreen = lazy(() => import('./resumes/resume-screen').then((m) => ({ default: m.ResumeScreen })));
const InterviewsScreen = lazy(() =>
  import('./interviews/interviews-screen').then((m) => ({ default: m.InterviewsScreen })),
);
const AppointmentsScreen = lazy(() =>
  import('./appointments/appointments-screen').then((m) => ({ default: m.AppointmentsScreen })),
);

/** The HR recruitment screens by route path, spread into the HR module's screen map; each screen loads lazily. */
export const recruitmentScreens: ScreenMap = {
  [HRD.hrdresume.path]: ResumeScreen,
  [HRD.hrdinterviews.path]: InterviewsScreen,
  [HRD.appointments.path]: AppointmentsScreen,
};
