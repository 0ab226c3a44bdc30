import type { ModuleManifest } from '../../engine/module-manifest';

export const dashboardManifest: ModuleManifest = {
  name: 'dashboard',
  title: 'Dashboard',
  area: 'admin',
  segments: ['dashboard'],
  load: () => import('./screens'),
};
