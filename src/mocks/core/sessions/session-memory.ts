import type { DemoDb } from '../db/demo-db';
import { CHANGES, type ChangeWatch } from '../search/write-watch';

interface Kept<T> {
  readAt: number;
  expiresAt: number;
  value: T;
}

/**
 * The sessions behind the bearer tokens, as last read from the stores (token, user, role: three reads in a row before
 * each call's own work). One is kept only while it can be no older than the stores: read once every change the
 * demo backend had begun was long over (the change watch's settling time), and no change begun since. A change of
 * rights, a blocked user or a signing out is a call that may change something, so the call after it reads afresh,
 * as before. Kept per open database: a reset or another tab's turn (which reopens it) starts empty.
 */
export function sessionMemory<T>(changes: ChangeWatch = CHANGES) {
  const kept = new WeakMap<DemoDb, Map<string, Kept<T>>>();
  return {
    recall(db: DemoDb, token: string, now: number): T | undefined {
      const entry = kept.get(db)?.get(token);
      if (!entry) return undefined;
      if (changes.settledSince(entry.readAt) && entry.expiresAt > now) return entry.value;
      kept.get(db)?.delete(token);
      return undefined;
    },
    /** `readAt`: the change watch's time when the reads began. */
    keep(db: DemoDb, token: string, readAt: number, expiresAt: number, value: T): void {
      if (!changes.settledSince(readAt)) return;
      let tokens = kept.get(db);
      if (!tokens) kept.set(db, (tokens = new Map()));
      tokens.set(token, { readAt, expiresAt, value });
    },
  };
}
