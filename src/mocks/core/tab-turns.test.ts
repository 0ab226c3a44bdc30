import { LINGER_MS, takeTurnsWithOtherTabs, type TurnChannel, type TurnLocks, type TurnMarks } from './tab-turns';

/** One browser profile: an exclusive lock granted in order of request, a channel to the other tabs, the mark. */
function profile() {
  let tail: Promise<unknown> = Promise.resolve();
  let begun = 0;
  const locks: TurnLocks = {
    request(_name, callback) {
      begun += 1;
      const run = tail.then(() => callback());
      tail = run.catch(() => undefined);
      return run;
    },
  };
  const listeners: Array<{ tab: number; listener: () => void }> = [];
  let stored: string | undefined;
  const marks: TurnMarks = { read: async () => stored, write: async (mark) => void (stored = mark) };
  const log: string[] = [];
  let active = 0;

  function tab(id: number) {
    const channel: TurnChannel = {
      postMessage: () => listeners.filter((other) => other.tab !== id).forEach((other) => other.listener()),
      addEventListener: (_type, listener) => void listeners.push({ tab: id, listener }),
    };
    const forgot = vi.fn(async () => undefined);
    const turns = takeTurnsWithOtherTabs({ locks, channel, marks, forget: forgot });
    /** A call of this tab that stays under way until `done` is called. */
    function call(name: string, changes = true) {
      let done = () => undefined as void;
      const finished = new Promise<void>((resolve) => (done = resolve));
      const answered = turns.during(changes, async () => {
        active += 1;
        log.push(`${name} starts (${active} under way)`);
        await finished;
        active -= 1;
        log.push(`${name} ends`);
      });
      return { done, answered };
    }
    return { call, forgot };
  }
  return { tab, log, turnsBegun: () => begun };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the demo backend of each tab takes turns with the others', () => {
  it('runs one tab’s calls together, and another tab’s only once they are done', async () => {
    const browser = profile();
    const one = browser.tab(1);
    const two = browser.tab(2);

    const a = one.call('A');
    await settle();
    const b = one.call('B');
    const c = two.call('C');
    await settle();
    expect(browser.log).toEqual(['A starts (1 under way)', 'B starts (2 under way)']);

    a.done();
    b.done();
    await Promise.all([a.answered, b.answered]);
    await settle();
    expect(browser.log.slice(4)).toEqual(['C starts (1 under way)']);
    c.done();
    await c.answered;
  });

  it('forgets what it read after another tab changed something, not after its own changes or another’s reads', async () => {
    const browser = profile();
    const one = browser.tab(1);
    const two = browser.tab(2);
    const run = async (tab: typeof one, name: string, changes: boolean) => {
      const call = tab.call(name, changes);
      call.done();
      await call.answered;
      await settle();
    };

    await run(two, 'a read of tab 2', false);
    await run(one, 'a save in tab 1', true);
    await run(one, 'another save in tab 1', true);
    expect(one.forgot).not.toHaveBeenCalled();

    await run(two, 'a read of tab 2 after the saves', false);
    expect(two.forgot).toHaveBeenCalledTimes(1);
    await run(two, 'a read of tab 2', false);
    expect(two.forgot).toHaveBeenCalledTimes(1);
    await run(one, 'a read of tab 1', false);
    expect(one.forgot).not.toHaveBeenCalled();
  });

  it('leaves its mark before a call that may change something runs, so a tab closed in the middle of it has left it', async () => {
    const marks: string[] = [];
    const turns = takeTurnsWithOtherTabs({
      locks: { request: (_name, callback) => callback() },
      channel: null,
      marks: { read: async () => marks.at(-1), write: async (mark) => void marks.push(mark) },
    });
    let seenInside: string | undefined;
    await turns.during(false, async () => void (seenInside = marks.at(-1)));
    expect(seenInside).toBeUndefined();
    await turns.during(true, async () => void (seenInside = marks.at(-1)));
    expect(seenInside).toMatch(/:1$/);
  });

  it('lets a waiting tab in before this tab’s next call, however busy this tab is', async () => {
    const browser = profile();
    const one = browser.tab(1);
    const two = browser.tab(2);

    const first = one.call('tab 1, first');
    await settle();
    const waiting = two.call('tab 2');
    const next = one.call('tab 1, next');
    await settle();
    first.done();
    await first.answered;
    await settle();
    waiting.done();
    await waiting.answered;
    await settle();
    next.done();
    await next.answered;
    expect(browser.log.filter((line) => line.includes('starts'))).toEqual([
      'tab 1, first starts (1 under way)',
      'tab 2 starts (1 under way)',
      'tab 1, next starts (1 under way)',
    ]);
  });

  it('keeps its turn for the next call a moment later, and hands it over at once when another tab wants it', async () => {
    const browser = profile();
    const one = browser.tab(1);
    const two = browser.tab(2);
    const run = async (tab: typeof one, name: string) => {
      const call = tab.call(name, true);
      call.done();
      await call.answered;
      await settle();
    };

    await run(one, 'a keystroke in tab 1');
    await run(one, 'the next keystroke in tab 1');
    expect(browser.turnsBegun()).toBe(1);
    await run(two, 'a call of tab 2');
    expect(browser.turnsBegun()).toBe(2);
    expect(browser.log.filter((line) => line.includes('starts'))).toHaveLength(3);
  });

  it('ends a turn nobody uses once it has lingered, so a tab that cannot ask still gets its turn', async () => {
    vi.useFakeTimers();
    try {
      let held = 0;
      let tail: Promise<unknown> = Promise.resolve();
      const locks: TurnLocks = {
        request(_name, callback) {
          const run = tail.then(async () => {
            held += 1;
            await callback();
            held -= 1;
          });
          tail = run;
          return run;
        },
      };
      const marks: TurnMarks = { read: async () => undefined, write: async () => undefined };
      const turns = takeTurnsWithOtherTabs({ locks, channel: null, marks });
      await turns.during(false, async () => undefined);
      expect(held).toBe(1);
      await vi.advanceTimersByTimeAsync(LINGER_MS - 1);
      expect(held).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(held).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs calls as they come where the browser has no Web Locks', async () => {
    const turns = takeTurnsWithOtherTabs({ locks: null, channel: null });
    await expect(turns.during(true, async () => 'answered')).resolves.toBe('answered');
  });
});
