import { closeDemoDb } from './db/demo-db';
import { readRecord, writeRecord } from './record-store';

/** The Web Lock the tabs of one browser profile take turns on. */
export const TURN_LOCK = 'erp-demo-backend';

/** The part of the Web Locks API the turns need (navigator.locks). */
export interface TurnLocks {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

/** The part of a BroadcastChannel the turns need: a tab that wants a turn says so. */
export interface TurnChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
}

/** Where the last tab that changed something leaves its mark, in the demo database itself. */
export interface TurnMarks {
  read(): Promise<string | undefined>;
  write(mark: string): Promise<void>;
}

const MARK = { resource: 'demo-tab-turns', companyCode: 0, id: 'last-change' } as const;

const storedMarks: TurnMarks = {
  read: async () => (await readRecord<{ mark: string }>(MARK.resource, MARK.companyCode, MARK.id))?.mark,
  write: (mark) => writeRecord(MARK.resource, MARK.companyCode, MARK.id, { mark }),
};

interface Turn {
  admitted: number;
  /** Still taking calls: closed once its calls are done, or as soon as another tab wants a turn. */
  open: boolean;
  /** The mark this turn left before its first call that may change something. */
  marked: Promise<void> | null;
  ready: Promise<void>;
  release: () => void;
  /** While no call is under way: the timer that ends the turn if none comes. */
  linger?: ReturnType<typeof setTimeout>;
}

/**
 * How long a turn stays this tab's after its last call. Typing in the palette or a list's search makes a call a
 * keystroke, and a new turn costs each one a lock and a read of the mark; another tab that wants a turn ends it at
 * once, so lingering keeps nobody waiting.
 */
export const LINGER_MS = 5_000;

export interface TabTurns {
  /** Runs one call of this tab's demo backend in this tab's turn; `changes` when it may write. */
  during<T>(changes: boolean, work: () => Promise<T>): Promise<T>;
}

interface TurnOptions {
  locks: TurnLocks | null;
  channel: TurnChannel | null;
  marks?: TurnMarks;
  /** Drops what this tab read into memory (the stores' caches hang on the open database). */
  forget?: () => Promise<void>;
  lingerMs?: number;
}

/**
 * Each tab runs its own demo backend over the one IndexedDB database, and keeps what it read in memory (bills, KOT
 * tickets, ledgers). A real server takes its writes one at a time and has one copy; here the tabs take turns
 * instead: a turn is a Web Lock held while this tab has calls under way (many at once, as a server would) and for
 * LINGER_MS after, and a tab that wants a turn closes the other's to new calls (at once, when none is under way).
 * A turn leaves a mark in the database before its first call that may change something (before, so that a tab
 * reloaded or closed in the middle of a call has left it too); the next turn of another tab finds the mark changed
 * and forgets what it read, before any of its calls runs.
 * Without Web Locks (none of the browsers we serve) calls run as they come.
 */
export function takeTurnsWithOtherTabs({
  locks,
  channel,
  marks = storedMarks,
  forget = closeDemoDb,
  lingerMs = LINGER_MS,
}: TurnOptions): TabTurns {
  if (!locks) return { during: (_changes, work) => work() };
  const lockManager = locks;
  const tab = Math.random().toString(36).slice(2);
  let changes = 0;
  let seen: string | undefined;
  let first = true;
  let current: Turn | null = null;

  function end(turn: Turn): void {
    clearTimeout(turn.linger);
    turn.open = false;
    if (current === turn) current = null;
    turn.release();
  }

  channel?.addEventListener('message', () => {
    if (!current) return;
    current.open = false;
    if (current.admitted === 0) end(current);
  });

  async function catchUp(): Promise<void> {
    const mark = await marks.read().catch(() => undefined);
    // The first turn has read nothing yet, so it has nothing to forget.
    if (mark !== seen && !first) await forget();
    seen = mark;
    first = false;
  }

  function begin(): Turn {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const ready = new Promise<void>((granted) => {
      lockManager
        .request(TURN_LOCK, async () => {
          await catchUp().catch(() => undefined);
          granted();
          await released;
        })
        // A lock that cannot be had (the page is going away) must not hold the call for good.
        .catch(granted);
    });
    channel?.postMessage('want');
    return { admitted: 0, open: true, marked: null, ready, release: () => release() };
  }

  /** Leaves this turn's mark once, before its first call that may change something. */
  function markChange(turn: Turn): Promise<void> {
    turn.marked ??= (async () => {
      changes += 1;
      const mark = `${tab}:${changes}`;
      try {
        await marks.write(mark);
        seen = mark;
      } catch {
        // An unwritten mark only costs the other tab a stale read, as before turns.
      }
    })();
    return turn.marked;
  }

  return {
    async during(change, work) {
      if (!current?.open) current = begin();
      const turn = current;
      clearTimeout(turn.linger);
      turn.admitted += 1;
      try {
        await turn.ready;
        if (change) await markChange(turn);
        return await work();
      } finally {
        turn.admitted -= 1;
        if (turn.admitted === 0) {
          if (turn.open) turn.linger = setTimeout(() => end(turn), lingerMs);
          else end(turn);
        }
      }
    },
  };
}
