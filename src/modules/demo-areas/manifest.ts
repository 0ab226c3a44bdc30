import type { ModuleManifest } from '../../engine/module-manifest';

/** The generic areas of the default demo menu (spec section 2): invoices, inbox, UI kit, forms... */
export const demoAreasManifest: ModuleManifest = {
  name: 'demo-areas',
  title: 'Apps and UI kit',
  area: 'admin',
  segments: ['uikits', 'invoice', 'inbox', 'chat', 'calendar', 'contacts', 'forms', 'tables', 'pages', 'icons'],
  load: () => import('./screens'),
};
