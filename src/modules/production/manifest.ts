import type { ModuleManifest } from '../../engine/module-manifest';

export const productionManifest: ModuleManifest = {
  name: 'production',
  title: 'Production',
  area: 'admin',
  segments: ['production'],
  load: () => import('./screens'),
};
