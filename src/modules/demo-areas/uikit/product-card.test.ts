import { discountPercent } from './product-card';

describe('discountPercent', () => {
  it('is the whole percent off the previous price', () => {
    expect(discountPercent(7999, 10999)).toBe(27);
    expect(discountPercent(1299, 1999)).toBe(35);
  });

  it('is 0 without a saving', () => {
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(600, 500)).toBe(0);
    expect(discountPercent(600, 0)).toBe(0);
  });
});
