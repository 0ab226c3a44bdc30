import type { ModuleManifest } from '../../engine/module-manifest';

export const adminManifest: ModuleManifest = {
  name: 'admin',
  title: 'Admin',
  area: 'admin',
  segments: ['admin'],
  load: () => import('./screens'),
};
