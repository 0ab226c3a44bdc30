import type { ModuleManifest } from '../../engine/module-manifest';

export const qcManifest: ModuleManifest = {
  name: 'qc',
  title: 'Quality control',
  area: 'admin',
  segments: ['qc'],
  load: () => import('./screens'),
};
