import { currentSession } from '../session/session-store';
import { deleteOperation, readOperation, readOperations, writeOperation } from './outbox-db';
import type { OutboxEntry, OutboxSnapshot } from './outbox-types';

/**
 * The loaded copy of the signed-in user's outbox: what screens read synchronously. IndexedDB is
 * the truth across reloads; this copy is filled from it on first use and again after the session
 * changes to another company or user.
 */
interface Kept {
  entry: OutboxEntry;
  order: number;
}

const EMPTY: OutboxSnapshot = { waiting: [], failed: [] };

/** undefined: nothing loaded yet; null: nobody signed in (an empty outbox). */
let scope: string | null | undefined;
let kept = new Map<string, Kept>();
let loading: Promise<void> = Promise.resolve();
/** Changes with every (re)load, so an answer to a send from before it does not touch the new copy. */
let generation = 0;
let snapshot: OutboxSnapshot = EMPTY;
const watchers = new Set<() => void>();
/** Whether the loaded copy is the scope's whole outbox (false while IndexedDB is being read). */
let loaded = false;

/** Told of each operation this tab wrote to or deleted from IndexedDB (outbox-tabs.ts passes it to the other tabs). */
let storedChange: ((scope: string, id: string) => void) | null = null;

export function onStoredChange(hook: ((scope: string, id: string) => void) | null): void {
  storedChange = hook;
}

/** Says that this tab has just written or deleted the operation in IndexedDB. */
export function announceStored(where: string, id: string): void {
  storedChange?.(where, id);
}

/** The local-storage mark that a user's outbox holds work, read synchronously by the header (outbox-badge.tsx). */
export const queuedMarkKey = (where: string) => `erp.outbox.${where}`;

function markQueued(count: number): void {
  if (!loaded || typeof scope !== 'string') return;
  try {
    if (count > 0) localStorage.setItem(queuedMarkKey(scope), String(count));
    else localStorage.removeItem(queuedMarkKey(scope));
  } catch {
    // Storage full or denied: the header then shows the count only while a billing screen is open.
  }
}

export function scopeOfSession(): string | null {
  const usr = currentSession()?.usr;
  return usr ? `${usr.cCode}/${usr.uCode}` : null;
}

function publish(): void {
  const ordered = [...kept.values()].sort((a, b) => a.order - b.order).map((k) => k.entry);
  const waiting = ordered.filter((e) => e.state === 'waiting');
  const failed = ordered.filter((e) => e.state === 'failed');
  snapshot = waiting.length === 0 && failed.length === 0 ? EMPTY : { waiting, failed };
  markQueued(waiting.length + failed.length);
  for (const watcher of watchers) watcher();
}

/** Loads the signed-in scope's operations once (again after a sign-in as someone else). */
export function ensureLoaded(): Promise<void> {
  const wanted = scopeOfSession();
  if (wanted === scope) return loading;
  scope = wanted;
  kept = new Map();
  generation += 1;
  const mine = generation;
  loaded = wanted === null;
  publish();
  loading =
    wanted === null
      ? Promise.resolve()
      : readOperations(wanted).then(
          (operations) => {
            if (mine !== generation) return;
            for (const op of operations) kept.set(op.id, { entry: op.entry, order: op.order });
            loaded = true;
            publish();
          },
          (error: unknown) => {
            // Not loaded: the next use tries again.
            if (mine === generation) scope = undefined;
            throw error;
          },
        );
  return loading;
}

export function loadedScope(): string | null {
  return scope ?? null;
}

export function currentGeneration(): number {
  return generation;
}

export function keptEntry(id: string): OutboxEntry | undefined {
  return kept.get(id)?.entry;
}

export function orderedEntries(): OutboxEntry[] {
  return [...kept.values()].sort((a, b) => a.order - b.order).map((k) => k.entry);
}

export function hasWaiting(): boolean {
  return snapshot.waiting.length > 0;
}

/** Creation order that survives a reload (Date.now() alone ties within a millisecond). */
export function nextOrder(): number {
  const last = Math.max(0, ...[...kept.values()].map((k) => k.order));
  return Math.max(Date.now(), last + 1);
}

/** Puts an entry already written to IndexedDB into the loaded copy. */
export function remember(entry: OutboxEntry, order: number): void {
  kept.set(entry.id, { entry, order });
  publish();
}

/** Stores a new or changed entry in the loaded scope, here and in IndexedDB. */
export async function keep(entry: OutboxEntry, order?: number): Promise<void> {
  const where = scope;
  if (where === undefined || where === null) return;
  const at = order ?? kept.get(entry.id)?.order ?? nextOrder();
  kept.set(entry.id, { entry, order: at });
  publish();
  await writeOperation({ scope: where, id: entry.id, order: at, entry });
  announceStored(where, entry.id);
}

export async function forget(id: string): Promise<void> {
  const where = scope;
  if (where === undefined || where === null) return;
  if (kept.delete(id)) publish();
  await deleteOperation(where, id);
  announceStored(where, id);
}

/**
 * The operation as IndexedDB holds it now, into the loaded copy (or out of it when gone): another tab kept, changed,
 * sent or discarded it. A tab that closes leaves what it kept to the others.
 */
export async function refreshEntry(id: string): Promise<void> {
  const where = scope;
  const mine = generation;
  if (typeof where !== 'string') return;
  const stored = await readOperation(where, id);
  if (mine !== generation) return;
  if (stored) remember(stored.entry, stored.order);
  else if (kept.delete(id)) publish();
}

export function outboxSnapshotNow(): OutboxSnapshot {
  return snapshot;
}

export function watchOutbox(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

/** Tests: as after a page reload (the next use reads IndexedDB again). */
export function forgetLoadedCopy(): void {
  scope = undefined;
  loaded = false;
  kept = new Map();
  loading = Promise.resolve();
  generation += 1;
  snapshot = EMPTY;
}
