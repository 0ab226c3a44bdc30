import type { ModuleManifest } from '../../engine/module-manifest';

export const crmManifest: ModuleManifest = {
  name: 'crm',
  title: 'CRM',
  area: 'admin',
  segments: ['crm'],
  load: () => import('./screens'),
};
