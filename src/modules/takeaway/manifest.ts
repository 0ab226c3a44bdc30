import type { ModuleManifest } from '../../engine/module-manifest';

export const takeawayManifest: ModuleManifest = {
  name: 'takeaway',
  title: 'Take-away',
  area: 'admin',
  segments: ['takeaway'],
  load: () => import('./screens'),
};
