import type { ModuleManifest } from '../../engine/module-manifest';

export const hostelsManifest: ModuleManifest = {
  name: 'hostels',
  title: 'Hostels',
  area: 'admin',
  segments: ['hostels'],
  load: () => import('./screens'),
};
