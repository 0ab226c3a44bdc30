import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_PRODUCTS } from './products';

describe('demo products', () => {
  it('has unique ids and a small SVG picture in public/ for every product', () => {
    expect(new Set(DEMO_PRODUCTS.map((p) => p._id)).size).toBe(DEMO_PRODUCTS.length);
    for (const product of DEMO_PRODUCTS) {
      const svg = readFileSync(resolve('public', `.${product.photo}`), 'utf8');
      expect(svg).toContain('viewBox="0 0 240 180"');
      expect(svg.length).toBeLessThan(1500);
      expect(svg).not.toContain('<text');
      expect(product.ratings.rating).toBeGreaterThanOrEqual(0);
      expect(product.ratings.rating).toBeLessThanOrEqual(5);
    }
  });
});
