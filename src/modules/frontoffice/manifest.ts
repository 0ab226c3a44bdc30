import type { ModuleManifest } from '../../engine/module-manifest';

export const frontOfficeManifest: ModuleManifest = {
  name: 'frontoffice',
  title: 'Front Office',
  area: 'admin',
  segments: ['frontoffice'],
  load: () => import('./screens'),
};
