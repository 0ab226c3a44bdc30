import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';

const VisitorsScreen = lazy(() => import('./visitors/visitors-screen').then((m) => ({ default: m.VisitorsScreen })));
const ComplaintsScreen = lazy(() =>
  import('./complaints/complaints-screen').then((m) => ({ default: m.ComplaintsScreen })),
);
const MeetingsScreen = lazy(() => import('./events/event-screens').then((m) => ({ default: m.MeetingsScreen })));
const TrainingsScreen = lazy(() => import('./events/event-screens').then((m) => ({ default: m.TrainingsScreen })));
const BookSalesScreen = lazy(() => import('./books/book-sales-screen').then((m) => ({ default: m.BookSalesScreen })));

/**
 * The front desk logs by route path, spread into the front desk module's screen map: visitors
 * (/front-desk/fd-visitors), complaints (/front-desk/fd-complaints), meetings (/front-desk/fd-meet), trainings
 * (/front-desk/fd-train) and book and uniform sales (/front-desk/fd-books).
 */
export const deskScreens: ScreenMap = {
  [FRONT_DESK.fdVisitors.path]: VisitorsScreen,
  [FRONT_DESK.fdComplaints.path]: ComplaintsScreen,
  [FRONT_DESK.fdMeet.path]: MeetingsScreen,
  [FRONT_DESK.fdTrain.path]: TrainingsScreen,
  [FRONT_DESK.fdBooks.path]: BookSalesScreen,
};
