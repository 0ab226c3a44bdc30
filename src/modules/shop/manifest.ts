import type { ModuleManifest } from '../../engine/module-manifest';

/** The public shop (e-commerce): the product catalogue, a product's page and the cart. */
export const shopManifest: ModuleManifest = {
  name: 'shop',
  title: 'Shop',
  area: 'public',
  segments: ['ecommerce'],
  load: () => import('./screens'),
};
