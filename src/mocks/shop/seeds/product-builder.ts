import type { Product } from '../../../lib/api/products-api';

/** The demo product shape (spec section 3, "Product (demo)"). Prices are plain rupees. */
export type ProductCategory = 'speaker' | 'headphone' | 'watch' | 'phone';
export type BadgeColor = 'info' | 'primary' | 'success' | 'warning' | 'red';

/** The client's Product, narrowed to the demo's categories and badge colours. */
export interface DemoProduct extends Product {
  category: ProductCategory;
  badge: { text: string; color: BadgeColor };
}

/** What a seed entry spells out; photo and gallery follow from the name. */
export interface ProductDraft {
  _id: string;
  name: string;
  subtitle?: string;
  description: string;
  category: ProductCategory;
  tags: string[];
  /** [sale, previous] in rupees. */
  price: readonly [number, number];
  /** [rating 0-5, number of ratings]. */
  ratings: readonly [number, number];
  features: string[];
  badge: readonly [string, BadgeColor];
}

export function productSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The picture of a product: /products/<slug>.svg (files in public/products). */
export function productPhoto(name: string): string {
  return `/products/${productSlug(name)}.svg`;
}

export function buildProduct(draft: ProductDraft): DemoProduct {
  const photo = productPhoto(draft.name);
  const [sale, previous] = draft.price;
  const [rating, ratingCount] = draft.ratings;
  const [text, color] = draft.badge;
  return {
    _id: draft._id,
    name: draft.name,
    ...(draft.subtitle === undefined ? {} : { subtitle: draft.subtitle }),
    description: draft.description,
    category: draft.category,
    tags: draft.tags,
    price: { sale, previous },
    ratings: { rating, ratingCount },
    features: draft.features,
    photo,
    gallery: [photo, photo, photo],
    badge: { text, color },
  };
}
