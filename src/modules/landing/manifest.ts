import type { ModuleManifest } from '../../engine/module-manifest';

export const landingManifest: ModuleManifest = {
  name: 'landing',
  title: 'Welcome',
  area: 'public',
  segments: ['steak', 'general'],
  load: () => import('./screens'),
};
