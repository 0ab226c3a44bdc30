import { QueryClient } from '@tanstack/react-query';
import { getQueryClient, setQueryClient } from '../../app/query-client';
import type { Product } from '../../lib/api/products-api';
import { matchByName } from '../search/product-search';
import { productEntry, productMatches, productSource } from './product-source';

const product = (id: string, name: string): Product => ({
  _id: id,
  name,
  description: '',
  category: 'speaker',
  tags: [],
  price: { sale: 1250.5, previous: 1400 },
  ratings: { rating: 4, ratingCount: 10 },
  features: [],
  photo: '',
  gallery: [],
});

const products = ['Boom Speaker', 'Wireless HEADPHONE', 'Watch 4', 'Smart watch', 'İstanbul lamp'].map((name, i) =>
  product(`p${i}`, name),
);

describe('the product source', () => {
  it('matches as the search overlay did (name contains the text, any case), empty text aside', () => {
    for (const text of ['watch', ' WATCH ', 'headphone', 'o', 'lamp', 'zz'])
      expect(productMatches(products, text)).toEqual(matchByName(products, text));
    expect(productMatches(products, '  ')).toEqual([]);
    expect(productMatches(products, 'o', 2).map((found) => found.name)).toEqual(['Boom Speaker', 'Wireless HEADPHONE']);
  });

  it('opens a product on its shop page', () => {
    expect(productEntry(products[1]!)).toMatchObject({
      id: 'product:p1',
      group: 'Products',
      title: 'Wireless HEADPHONE',
      to: '/ecommerce?product=p1',
    });
    expect(productEntry(products[1]!).detail).toMatch(/1,250\.50/);
  });

  it('answers at once from the list already read', () => {
    const previous = getQueryClient();
    const client = new QueryClient();
    client.setQueryData(['products', 'list'], products);
    setQueryClient(client);
    try {
      const answer = productSource.search('watch', new AbortController().signal);
      expect(Array.isArray(answer) && answer.map((entry) => entry.title)).toEqual(['Watch 4', 'Smart watch']);
    } finally {
      client.clear();
      setQueryClient(previous);
    }
  });
});
