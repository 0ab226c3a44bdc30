import type { ModuleManifest } from '../../engine/module-manifest';

export const libraryManifest: ModuleManifest = {
  name: 'library',
  title: 'Library',
  area: 'admin',
  segments: ['library'],
  load: () => import('./screens'),
};
