import type { ModuleManifest } from '../../engine/module-manifest';

export const frontDeskManifest: ModuleManifest = {
  name: 'frontdesk',
  title: 'Front Desk',
  area: 'admin',
  segments: ['front-desk'],
  load: () => import('./screens'),
};
