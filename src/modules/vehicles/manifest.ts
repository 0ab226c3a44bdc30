import type { ModuleManifest } from '../../engine/module-manifest';

export const vehiclesManifest: ModuleManifest = {
  name: 'vehicles',
  title: 'Vehicles',
  area: 'admin',
  segments: ['vehicles'],
  load: () => import('./screens'),
};
