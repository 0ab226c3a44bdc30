import type { ModuleManifest } from '../../engine/module-manifest';

export const sessionsManifest: ModuleManifest = {
  name: 'sessions',
  title: 'Sessions',
  area: 'auth',
  segments: ['sessions'],
  load: () => import('./screens'),
};
