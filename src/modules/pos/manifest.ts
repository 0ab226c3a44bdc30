import type { ModuleManifest } from '../../engine/module-manifest';

export const posManifest: ModuleManifest = {
  name: 'pos',
  title: 'Point of sale',
  area: 'admin',
  segments: ['pos'],
  load: () => import('./screens'),
};
