import { lazy, type ComponentType } from 'react';
import type { ScreenMap } from '../../engine/module-manifest';
import { APPS } from '../../menus/catalogue/generic-areas';
import { DASHBOARD } from '../../menus/catalogue/dashboard';
import { DASHBOARD_SCREENS } from './dashboards/dashboard-screens';

export const declarations = [...Object.values(DASHBOARD), ...Object.values(APPS)];

/** Each app loads when first opened, so the dashboards stay light. */
const InboxScreen = lazy(() => import('./inbox/inbox-screen').then((module) => ({ default: module.InboxScreen })));
const ChatScreen = lazy(() => import('./chat/chat-screen').then((module) => ({ default: module.ChatScreen })));
const ProfileScreen = lazy(() =>
  import('./profile/profile-screen').then((module) => ({ default: module.ProfileScreen })),
);
const TasksScreen = lazy(() => import('./tasks/tasks-screen').then((module) => ({ default: module.TasksScreen })));
const TicketsScreen = lazy(() =>
  import('./tasks/tickets-screen').then((module) => ({ default: module.TicketsScreen })),
);
const InvoicesScreen = lazy(() =>
  import('./invoices/invoices-screen').then((module) => ({ default: module.InvoicesScreen })),
);
const CalendarScreen = lazy(() =>
  import('./calendar/calendar-screen').then((module) => ({ default: module.CalendarScreen })),
);
const ContactsScreen = lazy(() =>
  import('./contacts/contacts-screen').then((module) => ({ default: module.ContactsScreen })),
);

/** The dashboards, the apps, and the MIS pages (the same apps under dashboard/). */
export const screens: ScreenMap = {
  ...DASHBOARD_SCREENS,
  [DASHBOARD.misinbox.path]: InboxScreen,
  [DASHBOARD.mismessages.path]: ChatScreen,
  [DASHBOARD.mistasks.path]: TasksScreen,
  [DASHBOARD.mistickets.path]: TicketsScreen,
  [DASHBOARD.misprofile.path]: ProfileScreen,
  [APPS.invoice.path]: InvoicesScreen,
  [APPS.inbox.path]: InboxScreen,
  [APPS.chat.path]: ChatScreen,
  [APPS.calendar.path]: CalendarScreen,
  [APPS.contacts.path]: ContactsScreen,
  [APPS.profile.path]: ProfileScreen,
} satisfies Record<string, ComponentType>;
