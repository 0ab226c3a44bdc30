import { matchByName, pageCount, pageOf } from './product-search';

const items = Array.from({ length: 14 }, (_, i) => ({ name: i % 2 ? `Boom Speaker ${i}` : `Watch ${i}` }));

describe('matchByName', () => {
  it('matches names containing the text whatever the case', () => {
    expect(matchByName(items, 'boom').length).toBe(7);
    expect(matchByName(items, '  WATCH 1 ').map((i) => i.name)).toEqual(['Watch 10', 'Watch 12']);
    expect(matchByName(items, '').length).toBe(14);
  });
});

describe('paging', () => {
  it('splits into pages of six and clamps the page number', () => {
    expect(pageCount(14)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(items, 1).length).toBe(6);
    expect(pageOf(items, 3).map((i) => i.name)).toEqual(['Watch 12', 'Boom Speaker 13']);
    expect(pageOf(items, 9)).toEqual(pageOf(items, 3));
  });
});
