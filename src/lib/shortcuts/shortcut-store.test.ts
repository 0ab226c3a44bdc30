import {
  activeShortcuts,
  dispatchShortcut,
  registerShortcuts,
  unregisterShortcuts,
  useShortcutStore,
} from './shortcut-store';

const keydown = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  for (const { owner } of useShortcutStore.getState().registrations) unregisterShortcuts(owner);
  document.body.replaceChildren();
});

describe('the shortcut registry', () => {
  it('runs a registered shortcut on its key, takes the key from the browser, and stops once unregistered', () => {
    const run = vi.fn();
    registerShortcuts('list', 'screen', [{ keys: 'n', label: 'New record', run }]);
    expect(keydown('n').defaultPrevented).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(keydown('m').defaultPrevented).toBe(false);
    unregisterShortcuts('list');
    expect(keydown('n').defaultPrevented).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('neither lists nor runs a disabled shortcut', () => {
    const run = vi.fn();
    registerShortcuts('list', 'screen', [{ keys: 'n', label: 'New record', run, enabled: false }]);
    keydown('n');
    expect(run).not.toHaveBeenCalled();
    expect(activeShortcuts(useShortcutStore.getState().registrations)).toEqual([]);
  });

  it("runs the screen's shortcut before the shell's, the latest first, and the next when one declines", () => {
    const calls: string[] = [];
    const note = (name: string, answer?: boolean) => () => {
      calls.push(name);
      return answer;
    };
    registerShortcuts('shell', 'global', [{ keys: 'Escape', label: 'Close', run: note('shell') }]);
    registerShortcuts('form', 'screen', [{ keys: 'Escape', label: 'Cancel', run: note('form') }]);
    registerShortcuts('dialog', 'screen', [{ keys: 'Escape', label: 'Nothing', run: note('inner', false) }]);
    keydown('Escape');
    expect(calls).toEqual(['inner', 'form']);
    expect(activeShortcuts(useShortcutStore.getState().registrations).map((one) => one.owner)).toEqual([
      'shell',
      'form',
      'dialog',
    ]);
  });

  it('keeps its place when an owner registers again', () => {
    registerShortcuts('a', 'screen', [{ keys: 'a', label: 'A', run: () => undefined }]);
    registerShortcuts('b', 'screen', [{ keys: 'b', label: 'B', run: () => undefined }]);
    registerShortcuts('a', 'screen', [{ keys: 'a', label: 'A again', run: () => undefined }]);
    expect(activeShortcuts(useShortcutStore.getState().registrations).map((one) => one.label)).toEqual([
      'A again',
      'B',
    ]);
  });

  it('leaves a key another handler took, and every key while a modal dialog holds the keyboard', () => {
    const run = vi.fn();
    registerShortcuts('form', 'screen', [{ keys: 'Escape', label: 'Cancel', run }]);
    const taken = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    taken.preventDefault();
    expect(dispatchShortcut(taken)).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    keydown('Escape');
    expect(run).not.toHaveBeenCalled();
    dialog.remove();
    keydown('Escape');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('fires a shortcut meant for dialogs while one holds the keyboard', () => {
    const toggle = vi.fn();
    registerShortcuts('palette', 'global', [{ keys: 'Mod+k', label: 'Palette', run: toggle, inDialogs: true }]);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    expect(keydown('k', { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('types single keys in a text box but still saves with Ctrl+S there', () => {
    const create = vi.fn();
    const save = vi.fn();
    registerShortcuts('form', 'screen', [
      { keys: 'n', label: 'New', run: create },
      { keys: 'Mod+s', label: 'Save', run: save },
    ]);
    const box = document.createElement('input');
    document.body.append(box);
    expect(keydown('n', {}, box).defaultPrevented).toBe(false);
    expect(keydown('s', { ctrlKey: true }, box).defaultPrevented).toBe(true);
    expect(create).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
