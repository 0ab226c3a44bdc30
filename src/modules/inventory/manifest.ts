import type { ModuleManifest } from '../../engine/module-manifest';

export const inventoryManifest: ModuleManifest = {
  name: 'inventory',
  title: 'Inventory',
  area: 'admin',
  segments: ['inventory'],
  load: () => import('./screens'),
};
