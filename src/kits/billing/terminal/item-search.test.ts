import type { PosMenuItem } from '../domain/master-types';
import { findItems, searchIndex } from './item-search';

const item = (code: string, name: string, shortName = ''): PosMenuItem => ({
  code,
  name,
  shortName,
  group: 'G',
  groupName: 'Group',
  kotGroup: 'K',
  rate: 100,
  tax: 'T',
  foodType: 'VEG',
  openRate: false,
});
const menu = [
  item('PT1', 'Paneer tikka'),
  item('P1', 'Plain naan', 'Naan'),
  item('BN', 'Butter naan'),
  item('DAL', 'Dal makhani', 'Dal'),
];
const codes = (found: PosMenuItem[]) => found.map((entry) => entry.code);

describe('item search', () => {
  const index = searchIndex(menu);
  it('finds by code prefix or name, case-insensitive; the exact code first', () => {
    expect(codes(findItems(index, 'p1'))).toEqual(['P1']);
    expect(codes(findItems(index, 'P'))).toEqual(['PT1', 'P1']);
    expect(codes(findItems(index, 'NAAN'))).toEqual(['P1', 'BN']);
    expect(codes(findItems(index, 'dal'))).toEqual(['DAL']);
  });
  it('finds by the short name too, and nothing for an empty query', () => {
    expect(codes(findItems(searchIndex([item('X', 'Lassi sweet', 'Mitha')]), 'mith'))).toEqual(['X']);
    expect(findItems(index, '  ')).toEqual([]);
  });
  it('answers each keystroke over 2,000 items (the bench times it: 50 ms at most)', () => {
    const big = searchIndex(Array.from({ length: 2000 }, (_, n) => item(`I${n}`, `Dish number ${n} with sauce`)));
    for (const query of ['d', 'di', 'dis', 'dish', 'dish n', 'sauce', 'i19'])
      expect(findItems(big, query).length).toBeGreaterThan(0);
    expect(findItems(big, 'i1999')[0]!.code).toBe('I1999');
  });
});
