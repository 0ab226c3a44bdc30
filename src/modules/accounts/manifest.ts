import type { ModuleManifest } from '../../engine/module-manifest';

export const accountsManifest: ModuleManifest = {
  name: 'accounts',
  title: 'Accounts',
  area: 'admin',
  segments: ['accounts'],
  load: () => import('./screens'),
};
