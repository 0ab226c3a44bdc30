import { buildProduct, type DemoProduct } from './product-builder';
import { AUDIO_PRODUCTS } from './products-audio';
import { DEVICE_PRODUCTS } from './products-devices';

export type { DemoProduct, ProductCategory, BadgeColor } from './product-builder';

/** The 24 demo products answered by GET api/products (pictures in public/products). */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [...AUDIO_PRODUCTS, ...DEVICE_PRODUCTS].map(buildProduct);
