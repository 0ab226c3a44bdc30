import type { ModuleManifest } from '../../engine/module-manifest';

/** The component catalogue of the default demo menu (spec section 2): UI kit, forms, tables, icons. */
export const demoAreasManifest: ModuleManifest = {
  name: 'demo-areas',
  title: 'UI kit',
  area: 'admin',
  segments: ['uikits', 'forms', 'tables', 'icons'],
  load: () => import('./screens'),
};
