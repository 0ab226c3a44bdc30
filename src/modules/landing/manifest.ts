import type { ModuleManifest } from '../../engine/module-manifest';

export const landingManifest: ModuleManifest = {
  name: 'landing',
  title: 'Welcome',
  area: 'public',
  screens: [
    { path: 'steak/welcome', title: 'Welcome' },
    { path: 'general/welcome', title: 'Welcome' },
  ],
  load: () => import('./screens'),
};
