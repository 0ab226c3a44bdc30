import type { ModuleManifest } from '../../engine/module-manifest';

export const studentsManifest: ModuleManifest = {
  name: 'students',
  title: 'Students',
  area: 'admin',
  segments: ['students'],
  load: () => import('./screens'),
};
