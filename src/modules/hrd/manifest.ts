import type { ModuleManifest } from '../../engine/module-manifest';

export const hrdManifest: ModuleManifest = {
  name: 'hrd',
  title: 'HR',
  area: 'admin',
  segments: ['hrd'],
  load: () => import('./screens'),
};
