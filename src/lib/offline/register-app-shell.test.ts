import { useAppShell } from './app-shell-store';
import { registerAppShell } from './register-app-shell';

type Listener = () => void;

// Hoisted with vi.mock below, which runs before the imports.
const { FakeWorkbox, made } = vi.hoisted(() => {
  const made: InstanceType<typeof FakeWorkbox>[] = [];
  class FakeWorkbox {
    listeners = new Map<string, Listener[]>();
    messageSkipWaiting = vi.fn();
    register = vi.fn(() => Promise.resolve(undefined));
    constructor(readonly url: string) {
      made.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  }
  return { FakeWorkbox, made };
});

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

describe('the app shell registration', () => {
  afterEach(() => useAppShell.getState().dismiss());

  it('offers a waiting version and lets it take over only on the person’s choice', async () => {
    await registerAppShell('/sw.js');
    const workbox = made.at(-1)!;
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalled();
    expect(useAppShell.getState().update).toBeNull();

    workbox.fire('waiting');
    const update = useAppShell.getState().update;
    expect(update).toBeTypeOf('function');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    update!();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(workbox.listeners.get('controlling')).toHaveLength(1);
  });
});
