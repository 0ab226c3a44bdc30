import { useSyncExternalStore } from 'react';
import { useSessionStore } from '../session/session-store';
import { addOperation, closeOutboxDb } from './outbox-db';
import {
  announceStored,
  currentGeneration,
  ensureLoaded,
  forget,
  forgetLoadedCopy,
  hasWaiting,
  keep,
  keptEntry,
  loadedScope,
  nextOrder,
  orderedEntries,
  outboxSnapshotNow,
  remember,
  watchOutbox,
} from './outbox-memory';
import { forgetSends, isSending, notifySent, runningSend, send, sentListeners } from './outbox-send';
import { connectOutboxTabs } from './outbox-tabs';
import { takeTabChannel } from './tab-channel';
import type { OutboxEntry, OutboxInput, OutboxSnapshot, SentListener } from './outbox-types';

/** How often the waiting entries are looked at (each is sent only once its backoff is over). */
export const OUTBOX_TICK_MS = 1_000;

let timer: ReturnType<typeof setInterval> | null = null;
let stopWatchingSession: (() => void) | null = null;

const ignore = () => undefined;
// The network is back: everything waiting goes now, whatever its backoff.
const onOnline = () => void flush(true).catch(ignore);

/** Starts the automatic sending, lazily: on the first enqueue or the first screen that reads the outbox. */
function start(): void {
  if (stopWatchingSession) return;
  const tabs = takeTabChannel();
  if (tabs) connectOutboxTabs(tabs, { heard: notifySent, changed: keepTrying });
  window.addEventListener('online', onOnline);
  stopWatchingSession = useSessionStore.subscribe((state, previous) => {
    if (state.session !== previous.session) void ensureLoaded().then(keepTrying, ignore);
  });
  void ensureLoaded().then(keepTrying, ignore);
}

/** Runs the timer while anything waits, and stops it when nothing does. */
function keepTrying(): void {
  if (hasWaiting() && !timer) {
    timer = setInterval(() => {
      if (hasWaiting()) void flush(false).catch(ignore);
      else if (timer) {
        clearInterval(timer);
        timer = null;
      }
    }, OUTBOX_TICK_MS);
  }
}

/**
 * Whether the entry is the oldest of its group still kept. A group (a table) sends one operation at a time, in the
 * order they were made: the server must have the KOT before the bill, and the bill before its settlement.
 */
function firstOfItsGroup(entry: OutboxEntry): boolean {
  if (!entry.group) return true;
  return orderedEntries().find((other) => other.group === entry.group)?.id === entry.id;
}

/**
 * Sends the entry; once the server has taken it, the next one of its group goes at once (resolves after the group's
 * run).
 */
function sendInTurn(entry: OutboxEntry): Promise<void> {
  return send(entry).then(() => {
    if (!entry.group || keptEntry(entry.id)) return;
    const next = orderedEntries().find((other) => other.group === entry.group);
    if (next?.state === 'waiting' && !isSending(next.id)) return sendInTurn(next);
  });
}

/**
 * Starts the send of every due entry that is first of its group, in creation order, without waiting for one before the
 * next.
 */
async function flush(force: boolean): Promise<void> {
  await ensureLoaded();
  const now = Date.now();
  const runs: Promise<void>[] = [];
  for (const entry of orderedEntries()) {
    const running = runningSend(entry.id);
    if (running) runs.push(running);
    else if (entry.state === 'waiting' && (force || (entry.nextAttemptAt ?? 0) <= now) && firstOfItsGroup(entry))
      runs.push(sendInTurn(entry));
  }
  await Promise.all(runs);
}

/** Keeps the operation in IndexedDB first, then tries to send it at once (resolves once it is kept). */
export async function enqueueOperation(input: OutboxInput): Promise<void> {
  start();
  await ensureLoaded();
  const scope = loadedScope();
  if (!scope) throw new Error('Sign in again to send this.');
  const generation = currentGeneration();
  let entry = keptEntry(input.id);
  if (!entry) {
    const made: OutboxEntry = { ...input, createdAt: new Date().toISOString(), attempts: 0, state: 'waiting' };
    const order = nextOrder();
    if (await addOperation({ scope, id: input.id, order, entry: made })) announceStored(scope, input.id);
    if (currentGeneration() !== generation) return;
    entry = keptEntry(input.id) ?? made;
    if (!keptEntry(input.id)) remember(made, order);
  }
  // The same id again is the same operation: one entry, and a failed one waits for Retry. One behind another of
  // its table waits for it.
  if (entry.state === 'waiting' && firstOfItsGroup(entry)) void sendInTurn(entry);
  keepTrying();
}

/** Tries every entry that is due now; resolves when those sends (and any already running) have ended. */
export function flushOutbox(): Promise<void> {
  return flush(false);
}

export async function discardOperation(id: string): Promise<void> {
  await ensureLoaded();
  await forget(id);
}

/** A failed operation back to waiting, sent now; resolves when that send has ended. */
export async function retryOperation(id: string): Promise<void> {
  start();
  await ensureLoaded();
  const entry = keptEntry(id);
  if (!entry || isSending(id)) return;
  const waiting: OutboxEntry = { ...entry, state: 'waiting', nextAttemptAt: undefined };
  await keep(waiting);
  keepTrying();
  if (firstOfItsGroup(waiting)) await sendInTurn(waiting);
}

/** Called with each operation the backend has taken and its answer; returns the unsubscribe. */
export function onOperationSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
}

/** The signed-in user's outbox as now persisted (loads it when nothing has yet). */
export async function outboxSnapshot(): Promise<OutboxSnapshot> {
  await ensureLoaded();
  return outboxSnapshotNow();
}

function subscribe(watcher: () => void): () => void {
  const stop = watchOutbox(watcher);
  start();
  return stop;
}

/** What waits and what failed, for the signed-in user; the first use loads it and starts sending. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribe, outboxSnapshotNow, outboxSnapshotNow);
}

/** Tests only: forget everything held in memory, as a page reload does (IndexedDB keeps its entries). */
export async function resetOutboxMemoryForTests(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  window.removeEventListener('online', onOnline);
  stopWatchingSession?.();
  stopWatchingSession = null;
  forgetSends();
  forgetLoadedCopy();
  await closeOutboxDb();
}
