import { IDEMPOTENCY_HEADER, postApi } from '../api/api-client';
import { toApiError } from '../api/api-error';
import { currentSession } from '../session/session-store';
import { FIRST_BACKOFF_MS, backoffMs, classifyAnswer, classifyError, type SendOutcome } from './outbox-classify';
import { deleteOperation } from './outbox-db';
import { currentGeneration, forget, keep, keptEntry, loadedScope } from './outbox-memory';
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

function notifySent(entry: OutboxEntry, answer: Record<string, unknown>): void {
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
    return;
  }
  if (!current) return;
  if (outcome.kind === 'failed') {
    await keep({ ...current, attempts: current.attempts + 1, state: 'failed', lastError: outcome.error, nextAttemptAt: undefined });
    return;
  }
  const attempts = outcome.grow ? current.attempts + 1 : current.attempts;
  const wait = outcome.grow ? backoffMs(attempts) : FIRST_BACKOFF_MS;
  await keep({ ...current, attempts, state: 'waiting', lastError: outcome.error, nextAttemptAt: Date.now() + wait });
}

async function attempt(entry: OutboxEntry): Promise<void> {
  const scope = loadedScope();
  const usr = currentSession()?.usr;
  if (!scope || !usr) return;
  const generation = currentGeneration();
  let outcome: SendOutcome;
  try {
    const answer = await postApi<unknown>(entry.endpoint, { ...entry.body, usr }, { [IDEMPOTENCY_HEADER]: entry.id }, { quietNetworkErrors: true });
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
  const run = attempt(entry).catch(ignore).finally(() => {
    if (sending.get(entry.id) === run) sending.delete(entry.id);
  });
  sending.set(entry.id, run);
  return run;
}

