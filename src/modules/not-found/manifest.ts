import type { ModuleManifest } from '../../engine/module-manifest';

export const othersManifest: ModuleManifest = {
  name: 'others',
  title: 'Others',
  area: 'admin',
  segments: ['others'],
  load: () => import('./screens'),
};
