import type { ModuleManifest } from '../../engine/module-manifest';

/**
 * The dashboards and the apps of the default demo menu (invoices, inbox, chat, calendar, contacts, profile), which the
 * MIS pages share.
 */
export const dashboardManifest: ModuleManifest = {
  name: 'dashboard',
  title: 'Dashboards and apps',
  area: 'admin',
  segments: ['dashboard', 'invoice', 'inbox', 'chat', 'calendar', 'contacts', 'pages'],
  load: () => import('./screens'),
};
