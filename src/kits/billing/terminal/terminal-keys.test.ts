import { commandOfKey, finderKey, moveHighlight } from './terminal-keys';

describe('terminal keys', () => {
  it('F2 sends the KOT, F4 makes the bill, F8 settles; other keys nothing', () => {
    expect(['F2', 'F4', 'F8', 'F5', 'a'].map(commandOfKey)).toEqual(['kot', 'bill', 'settle', null, null]);
  });
  it('in the search box: arrows and Enter work on results, + and - on the selected line only while the box is empty', () => {
    expect(finderKey('ArrowDown', 'pa', 3)).toBe('next');
    expect(finderKey('ArrowUp', 'pa', 3)).toBe('previous');
    expect(finderKey('Enter', 'pa', 3)).toBe('add');
    expect(finderKey('Enter', 'zz', 0)).toBeNull();
    expect(finderKey('+', '', 0)).toBe('more');
    expect(finderKey('-', '', 0)).toBe('less');
    expect(finderKey('-', 'coca', 2)).toBeNull();
  });
  it('the highlight wraps at both ends', () => {
    expect([moveHighlight(2, 1, 3), moveHighlight(0, -1, 3), moveHighlight(0, 1, 0)]).toEqual([0, 2, 0]);
  });
});
