import type { ModuleManifest } from '../../engine/module-manifest';

export const othersManifest: ModuleManifest = {
  name: 'others',
  title: 'Others',
  area: 'admin',
  screens: [{ path: 'others/404', title: 'Page not found' }],
  load: () => import('./screens'),
};
