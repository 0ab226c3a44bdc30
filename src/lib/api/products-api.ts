import { getApi } from './api-client';

/** Demo product (spec section 3), used by the search overlay and the e-commerce area. */
export interface Product {
  _id: string;
  name: string;
  subtitle?: string;
  description: string;
  category: string;
  tags: string[];
  price: { sale: number; previous: number };
  ratings: { rating: number; ratingCount: number };
  features: string[];
  photo: string;
  gallery: string[];
  badge?: { text: string; color: string };
}

export function getProducts(): Promise<Product[]> {
  return getApi<Product[]>('api/products');
}
