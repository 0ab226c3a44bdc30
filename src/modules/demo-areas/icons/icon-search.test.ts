import { iconCount, iconWords, matchIcons } from './icon-search';

const NAMES = ['ArrowDown', 'ArrowDownAZ', 'ArrowUp', 'Axis3d', 'BadgeIndianRupee', 'Download'];

describe('icon search', () => {
  it('spells names as words', () => {
    expect(iconWords('ArrowDown')).toBe('arrow down');
    expect(iconWords('ArrowDownAZ')).toBe('arrow down az');
    expect(iconWords('Axis3d')).toBe('axis 3d');
    expect(iconWords('BadgeIndianRupee')).toBe('badge indian rupee');
  });

  it('matches every word, in any case, with spaces or dashes', () => {
    expect(matchIcons(NAMES, 'arrow down')).toEqual(['ArrowDown', 'ArrowDownAZ']);
    expect(matchIcons(NAMES, 'DOWN')).toEqual(['ArrowDown', 'ArrowDownAZ', 'Download']);
    expect(matchIcons(NAMES, 'indian-rupee')).toEqual(['BadgeIndianRupee']);
    expect(matchIcons(NAMES, 'arrowup')).toEqual(['ArrowUp']);
    expect(matchIcons(NAMES, '  ')).toEqual(NAMES);
    expect(matchIcons(NAMES, 'zebra')).toEqual([]);
  });

  it('counts', () => {
    expect(iconCount(2091, 2091)).toBe('2,091 icons');
    expect(iconCount(12, 2091)).toBe('12 of 2,091 icons match');
  });
});
