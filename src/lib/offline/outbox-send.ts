import { IDEMPOTENCY_HEADER, postApi } from '../api/api-client';
import { toApiError } from '../api/api-error';
import { currentSession } from '../session/session-store';
import { FIRST_BACKOFF_MS, backoffMs, classifyAnswer, classifyError, type SendOutcome } from './outbox-classify';
import { deleteOperation, readOperation } from './outbox-db';
import { currentGeneration, forget, keep, keptEntry, loadedScope, remember } from './outbox-memory';
import { tellOtherTabs } from './outbox-tabs';
import type { OutboxEntry, SentListener } from './outbox-types';

/** One send attempt of one entry and what its answer does to the entry. */
const sending = new Map<string, Promise<void>>();
export const sentListeners = new Set<SentListener>();
const ignore = () => undefined;

export function runningSend(id: string): Promise<void> | undefined {
  return sending.get(id);
}

export function isSending(id: string): boolean {
  return sending.has(id);
}

/** Tests: as after a reload (a send still running settles into nothing: its generation is gone). */
export function forgetSends(): void {
  sending.clear();
  sentListeners.clear();
}

/** Calls this tab's listeners with an operation the server has taken (sent here, or by another tab: outbox-tabs.ts). */
export function notifySent(entry: OutboxEntry, answer: Record<string, unknown>): void {
  for (const listener of [...sentListeners]) {
    try {
      listener(entry, answer);
    } catch (error) {
      // One screen's listener must not stop the others nor the outbox.
      console.error(error);
    }
  }
}

async function settle(scope: string, generation: number, sent: OutboxEntry, outcome: SendOutcome): Promise<void> {
  // The copy was reloaded (another user signed in) or the entry discarded meanwhile.
  const current = currentGeneration() === generation ? keptEntry(sent.id) : undefined;
  if (outcome.kind === 'sent') {
    if (current) await forget(sent.id);
    else await deleteOperation(scope, sent.id);
    notifySent(sent, outcome.answer);
    tellOtherTabs(scope, sent, outcome.answer);
    return;
  }
  if (!current) return;
  if (outcome.kind === 'failed') {
    await keep({
      ...current,
      attempts: current.attempts + 1,
      state: 'failed',
      lastError: outcome.error,
      nextAttemptAt: undefined,
    });
    return;
  }
  const attempts = outcome.grow ? current.attempts + 1 : current.attempts;
  const wait = outcome.grow ? backoffMs(attempts) : FIRST_BACKOFF_MS;
  await keep({ ...current, attempts, state: 'waiting', lastError: outcome.error, nextAttemptAt: Date.now() + wait });
}

/**
 * Runs `send` holding this operation's lock across the browser's tabs (Web Locks), or not at all when another tab
 * holds it: that tab is sending it. Without Web Locks (an old browser, a test DOM) it just runs.
 */
function withTabLock(scope: string, id: string, send: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return send();
  return locks
    .request(`erp-outbox:${scope}:${id}`, { ifAvailable: true }, async (lock) => {
      if (lock) await send();
    })
    .then(ignore);
}

async function attempt(entry: OutboxEntry): Promise<void> {
  const scope = loadedScope();
  if (!scope) return;
  await withTabLock(scope, entry.id, () => attemptHeld(scope, entry));
}

async function attemptHeld(scope: string, entry: OutboxEntry): Promise<void> {
  const usr = currentSession()?.usr;
  if (!usr) return;
  const generation = currentGeneration();
  // Another tab of the same terminal may have sent it (gone from IndexedDB) or seen it refused since this copy was
  // read: only what is still waiting there is sent, so two tabs never send one operation twice.
  const stored = await readOperation(scope, entry.id);
  if (currentGeneration() !== generation) return;
  if (!stored) {
    if (keptEntry(entry.id)) await forget(entry.id);
    return;
  }
  if (stored.entry.state !== 'waiting') {
    remember(stored.entry, stored.order);
    return;
  }
  let outcome: SendOutcome;
  try {
    const answer = await postApi<unknown>(
      entry.endpoint,
      { ...entry.body, usr },
      { [IDEMPOTENCY_HEADER]: entry.id },
      { quietNetworkErrors: true },
    );
    outcome = classifyAnswer(answer);
  } catch (failure) {
    outcome = classifyError(toApiError(failure));
  }
  await settle(scope, generation, entry, outcome);
}

/** At most one send in flight per entry: a second ask shares the first. */
export function send(entry: OutboxEntry): Promise<void> {
  const running = sending.get(entry.id);
  if (running) return running;
  // A storage failure has nowhere to be shown; the loaded copy already says what happened.
  const run = attempt(entry)
    .catch(ignore)
    .finally(() => {
      if (sending.get(entry.id) === run) sending.delete(entry.id);
    });
  sending.set(entry.id, run);
  return run;
}
