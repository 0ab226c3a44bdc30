import { starFills } from './star-rating';

describe('starFills', () => {
  it('fills whole stars and a half star for the fraction', () => {
    expect(starFills(4.4)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(4.1)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('keeps the rating between 0 and the most stars', () => {
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(9, 3)).toEqual(['full', 'full', 'full']);
  });
});
