import { movedTo } from './palette-body';
import { GROUP_LIMIT, paletteSections, RECENT_GROUP, resultsStatus } from './palette-sections';
import type { PaletteEntry } from './palette-types';
import type { GroupResult } from './use-palette-search';

const entries = (group: string, count: number): PaletteEntry[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${group}:${i}`, group, title: `${group} ${i}`, to: '/x' }));

const screens: GroupResult = { group: 'Screens', state: 'ready', entries: entries('Screens', 2) };
const products: GroupResult = { group: 'Products', state: 'ready', entries: entries('Products', 24) };

describe('the palette’s sections', () => {
  it('lists the recents first with an empty box only, all of them', () => {
    const recent = entries('Bills', 8);
    const sections = paletteSections('', recent, [screens]);
    expect(sections.map((s) => s.group)).toEqual([RECENT_GROUP, 'Screens']);
    expect(sections[0]?.entries).toHaveLength(8);
    expect(paletteSections('pay', recent, [screens]).map((s) => s.group)).toEqual(['Screens']);
  });

  it('cuts each heading to its limit and says how many were found, or that there are more', () => {
    const sections = paletteSections('o', [], [screens, products]);
    expect(sections[1]?.entries).toHaveLength(GROUP_LIMIT);
    expect(resultsStatus('o', sections, [screens, products])).toBe(
      `Screens: 2 · Products: first ${GROUP_LIMIT} shown, type more to narrow`,
    );
  });

  it('lists a source’s entries under their own headings, in the order met', () => {
    const records: GroupResult = {
      group: 'Records',
      state: 'ready',
      entries: [
        ...entries('Guests', 1),
        ...entries('Bills', 2),
        ...entries('Guests', 1).map((e) => ({ ...e, id: 'g2' })),
      ],
    };
    const sections = paletteSections('a', [], [screens, records]);
    expect(sections.map((s) => [s.group, s.total])).toEqual([
      ['Screens', 2],
      ['Guests', 2],
      ['Bills', 2],
    ]);
  });

  it('lists no empty heading; a source searching or failed shows in the status only', () => {
    const searching: GroupResult = { group: 'Records', state: 'searching', entries: [] };
    const failed: GroupResult = { group: 'Products', state: 'failed', entries: [], problem: 'down' };
    const empty: GroupResult = { group: 'Screens', state: 'ready', entries: [] };
    const results = [empty, searching, failed];
    expect(paletteSections('x', [], results)).toEqual([]);
    expect(resultsStatus('x', [], results)).toBe('Records: searching… · Products: not searched');
    expect(resultsStatus('x', [], [empty])).toBe('Nothing found for “x”.');
    expect(resultsStatus('', [], results)).toBe('');
  });
});

describe('the arrow keys', () => {
  it('walk the options, wrapping at the ends; Home and End jump', () => {
    expect(movedTo('ArrowDown', 0, 3)).toBe(1);
    expect(movedTo('ArrowDown', 2, 3)).toBe(0);
    expect(movedTo('ArrowUp', 0, 3)).toBe(2);
    expect(movedTo('End', 0, 3)).toBe(2);
    expect(movedTo('Home', 2, 3)).toBe(0);
    expect(movedTo('ArrowDown', 0, 0)).toBeNull();
    expect(movedTo('a', 0, 3)).toBeNull();
  });
});
