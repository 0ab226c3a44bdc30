import type { Registration, Shortcut, ShortcutScope } from '../../lib/shortcuts/shortcut-store';
import { shortcutGroups } from './shortcut-rows';

const registration = (owner: string, scope: ShortcutScope, shortcuts: Shortcut[]): Registration => ({
  owner,
  scope,
  shortcuts: shortcuts.map((one) => ({ ...one, enabled: one.enabled ?? true, inDialogs: false, owner, scope })),
});
const run = () => undefined;

describe('the rows of the list of shortcuts', () => {
  it("puts the shell's first, lists the same keys and words once, and leaves out what is off", () => {
    const groups = shortcutGroups([
      registration('form buttons', 'screen', [
        { keys: 'Mod+s', label: 'Save', run },
        { keys: 'Escape', label: 'Back to the list', run },
      ]),
      registration('form page', 'screen', [
        { keys: 'Mod+s', label: 'Save', run },
        { keys: 'Escape', label: 'Cancel', run, enabled: false },
      ]),
      registration('shell', 'global', [{ keys: '?', label: 'Show the keyboard shortcuts', run }]),
    ]);
    expect(groups.everywhere.map((one) => one.label)).toEqual(['Show the keyboard shortcuts']);
    expect(groups.screen.map((one) => `${one.keys} ${one.label}`)).toEqual(['Mod+s Save', 'Escape Back to the list']);
  });
});
