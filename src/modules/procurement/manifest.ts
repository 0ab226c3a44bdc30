import type { ModuleManifest } from '../../engine/module-manifest';

export const procurementManifest: ModuleManifest = {
  name: 'procurement',
  title: 'Procurement',
  area: 'admin',
  segments: ['procurement'],
  load: () => import('./screens'),
};
