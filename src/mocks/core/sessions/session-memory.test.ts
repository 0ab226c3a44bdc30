import { describe, expect, it } from 'vitest';
import type { DemoDb } from '../db/demo-db';
import { changeWatch, SETTLE_MS } from '../search/write-watch';
import { sessionMemory } from './session-memory';

const db = {} as DemoDb;
const otherDb = {} as DemoDb;

describe('the sessions kept between calls', () => {
  it('are reused until a change begins, and only when read after the last change had settled', () => {
    let now = 10_000;
    const watch = changeWatch(() => now);
    const memory = sessionMemory<string>(watch);
    memory.keep(db, 't1', now, Number.MAX_SAFE_INTEGER, 'clerk');
    expect(memory.recall(db, 't1', 0)).toBe('clerk');
    expect(memory.recall(otherDb, 't1', 0)).toBeUndefined();
    watch.noteChange();
    expect(memory.recall(db, 't1', 0)).toBeUndefined();
    // Read while the change may still be under way: not kept.
    now += 1;
    memory.keep(db, 't1', now, Number.MAX_SAFE_INTEGER, 'clerk, maybe stale');
    expect(memory.recall(db, 't1', 0)).toBeUndefined();
    now += SETTLE_MS;
    memory.keep(db, 't1', now, Number.MAX_SAFE_INTEGER, 'clerk, new rights');
    expect(memory.recall(db, 't1', 0)).toBe('clerk, new rights');
  });

  it('forgets a session once its token has expired', () => {
    const memory = sessionMemory<string>(changeWatch(() => 0));
    memory.keep(db, 't2', 0, 5_000, 'cashier');
    expect(memory.recall(db, 't2', 4_999)).toBe('cashier');
    expect(memory.recall(db, 't2', 5_000)).toBeUndefined();
    expect(memory.recall(db, 't2', 0)).toBeUndefined();
  });
});
