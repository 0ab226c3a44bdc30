import { ariaKeys, firesFrom, isTypingTarget, keyParts, keyText, matchesKeys } from './shortcut-keys';

const press = (key: string, more: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...more,
});

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.querySelector<HTMLElement>('[data-at]') ?? holder.querySelector<HTMLElement>('*')!;
}

afterEach(() => document.body.replaceChildren());

describe('matching keys', () => {
  it('matches a single key without modifiers, letters in either case', () => {
    expect(matchesKeys('n', press('n'))).toBe(true);
    expect(matchesKeys('n', press('N'))).toBe(true);
    expect(matchesKeys('n', press('m'))).toBe(false);
    expect(matchesKeys('n', press('n', { ctrlKey: true }))).toBe(false);
    expect(matchesKeys('n', press('n', { altKey: true }))).toBe(false);
    expect(matchesKeys('?', press('?'))).toBe(true);
    expect(matchesKeys('/', press('?'))).toBe(false);
    expect(matchesKeys('F2', press('F2'))).toBe(true);
  });

  it('takes Ctrl or ⌘ for Mod, and a Mod combination never fires on the bare key', () => {
    expect(matchesKeys('Mod+s', press('s', { ctrlKey: true }))).toBe(true);
    expect(matchesKeys('Mod+s', press('s', { metaKey: true }))).toBe(true);
    expect(matchesKeys('Mod+s', press('S', { ctrlKey: true }))).toBe(true);
    expect(matchesKeys('Mod+s', press('s'))).toBe(false);
    expect(matchesKeys('Mod+s', press('s', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe('where keys fire', () => {
  it('keeps single keys for what is typed in a text box, a text area, a select or editable text', () => {
    for (const html of [
      '<input type="text">',
      '<input type="search">',
      '<input>',
      '<input type="date">',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true"><span data-at>x</span></div>',
      '<div role="combobox" tabindex="0"></div>',
    ]) {
      const target = element(html);
      expect(isTypingTarget(target)).toBe(true);
      for (const keys of ['n', '/', '?', 'Enter', 'ArrowDown']) expect(firesFrom(keys, target)).toBe(false);
      for (const keys of ['Mod+s', 'Escape', 'F8']) expect(firesFrom(keys, target)).toBe(true);
    }
  });

  it('fires single keys from a check box, a button or the page', () => {
    expect(firesFrom('n', element('<input type="checkbox">'))).toBe(true);
    expect(firesFrom('n', element('<button type="button">Go</button>'))).toBe(true);
    expect(firesFrom('n', document.body)).toBe(true);
    expect(firesFrom('n', null)).toBe(true);
  });

  it('leaves Enter and Space to a focused button or link, and arrows to widgets that own them', () => {
    expect(firesFrom('Enter', element('<button type="button"><span data-at>Go</span></button>'))).toBe(false);
    expect(firesFrom('Enter', element('<a href="#x">x</a>'))).toBe(false);
    expect(firesFrom(' ', element('<button type="button">Go</button>'))).toBe(false);
    expect(firesFrom('Enter', element('<div tabindex="0" role="region">table</div>'))).toBe(true);
    expect(firesFrom('ArrowDown', element('<div role="region" tabindex="0">table</div>'))).toBe(true);
    expect(firesFrom('ArrowDown', element('<div role="listbox"><div data-at role="option">a</div></div>'))).toBe(false);
    expect(firesFrom('ArrowDown', element('<input type="radio">'))).toBe(false);
    expect(firesFrom('ArrowDown', element('<div role="radiogroup"><input data-at type="radio"></div>'))).toBe(false);
    expect(firesFrom('ArrowUp', element('<input type="range">'))).toBe(false);
  });
});

describe('naming keys', () => {
  it('names keys as printed, Ctrl or ⌘ by the platform', () => {
    expect(keyParts('Mod+s', false)).toEqual(['Ctrl', 'S']);
    expect(keyParts('Mod+k', true)).toEqual(['⌘', 'K']);
    expect(keyParts('ArrowDown', false)).toEqual(['↓']);
    expect(keyParts('Escape', false)).toEqual(['Esc']);
    expect(keyParts('n', false)).toEqual(['n']);
    expect(keyText('Mod+s', false)).toBe('Ctrl+S');
    expect(keyText('Mod+s', true)).toBe('⌘S');
    expect(ariaKeys('Mod+s', false)).toBe('Control+S');
    expect(ariaKeys('Mod+k', true)).toBe('Meta+K');
    expect(ariaKeys('Escape', false)).toBe('Escape');
  });
});
