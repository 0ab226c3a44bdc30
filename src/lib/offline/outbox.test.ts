import { useToastRequests } from '../messages/messages';
import { sessionRecordFixture } from '../session/session-record.fixture';
import { useSessionStore } from '../session/session-store';
import {
  discardOperation,
  enqueueOperation,
  flushOutbox,
  onOperationSent,
  outboxSnapshot,
  resetOutboxMemoryForTests,
  retryOperation,
} from './outbox';
import { deleteOperation, readOperation, writeOperation } from './outbox-db';
import { scopeOfSession } from './outbox-memory';
import { freezeClock, input, laterBy, setupOutboxBackend } from './outbox-test-kit';
import type { OutboxEntry } from './outbox-types';

const backend = setupOutboxBackend();

/** Lets the send that enqueueOperation started end (flushOutbox waits for sends already running). */
async function settled() {
  await flushOutbox();
}

async function reload() {
  await resetOutboxMemoryForTests();
  return outboxSnapshot();
}

describe('outbox: no answer', () => {
  it('keeps the operation waiting through a reload, then sends it once with its id as the Idempotency-Key', async () => {
    freezeClock();
    await enqueueOperation(input('kot-1', 'KOT for table T4', 'T4'));
    await settled();

    const waiting = (await outboxSnapshot()).waiting;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      id: 'kot-1',
      label: 'KOT for table T4',
      group: 'T4',
      state: 'waiting',
      attempts: 1,
    });
    expect(waiting[0]!.lastError).toBe('Network Error please check your connection');
    expect(waiting[0]!.nextAttemptAt).toBe(Date.now() + 1_000);
    // The background send is quiet: the screen shows the count instead of a toast every second.
    expect(useToastRequests.getState().pending).toEqual([]);

    const afterReload = await reload();
    expect(afterReload.waiting.map((e) => e.id)).toEqual(['kot-1']);
    expect(afterReload.waiting[0]!.attempts).toBe(1);

    const sent: [OutboxEntry, Record<string, unknown>][] = [];
    onOperationSent((entry, answer) => sent.push([entry, answer]));
    backend.answers.set('kot-1', 'ok');
    await flushOutbox();
    expect(backend.sendsOf('kot-1')).toHaveLength(1); // still backing off: not tried again yet
    laterBy(1_000);
    await flushOutbox();
    await flushOutbox();

    const sends = backend.sendsOf('kot-1');
    expect(sends).toHaveLength(2);
    expect(sends[1]!.key).toBe('kot-1');
    expect(sends[1]!.body).toMatchObject({ kotNo: 'kot-1', amountPaise: 12_500, usr: { cCode: 1001, uCode: 'alice' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]![0].id).toBe('kot-1');
    expect(sent[0]![1]).toEqual({ result: 'OK', billNo: 'B-kot-1' });
    expect((await outboxSnapshot()).waiting).toEqual([]);
    expect((await reload()).waiting).toEqual([]);
  });

  it('never sends again what another tab of the terminal has sent, nor what it has seen refused', async () => {
    freezeClock();
    await enqueueOperation(input('kot-7', 'KOT for table T7', 'T7'));
    await enqueueOperation(input('kot-8', 'KOT for table T8', 'T8'));
    await settled();
    const scope = scopeOfSession()!;
    // The other tab sent kot-7 (and deleted it) and saw kot-8 refused, while this tab's copy still says both wait.
    await deleteOperation(scope, 'kot-7');
    const other = (await readOperation(scope, 'kot-8'))!;
    await writeOperation({ ...other, entry: { ...other.entry, state: 'failed', lastError: 'Table closed' } });
    backend.answers.set('kot-7', 'ok');
    backend.answers.set('kot-8', 'ok');
    laterBy(1_000);
    await flushOutbox();

    expect(backend.sendsOf('kot-7')).toHaveLength(1);
    expect(backend.sendsOf('kot-8')).toHaveLength(1);
    const now = await outboxSnapshot();
    expect(now.waiting).toEqual([]);
    expect(now.failed).toEqual([expect.objectContaining({ id: 'kot-8', lastError: 'Table closed' })]);
  });

  it('keeps one entry when the same id is enqueued twice', async () => {
    freezeClock();
    await enqueueOperation(input('kot-2'));
    await enqueueOperation(input('kot-2'));
    await settled();
    expect((await reload()).waiting.map((e) => e.id)).toEqual(['kot-2']);
  });

  it('sends by itself once the backend answers, and at once when the browser is back online', async () => {
    await enqueueOperation(input('kot-3'));
    await settled();
    backend.answers.set('kot-3', 'ok');
    // The once-a-second check sends it after its 1 s backoff, with nobody calling flush.
    await vi.waitFor(() => expect(backend.sendsOf('kot-3')).toHaveLength(2), { timeout: 4_000 });
    await vi.waitFor(async () => expect((await outboxSnapshot()).waiting).toEqual([]));

    freezeClock();
    await enqueueOperation(input('kot-4'));
    await settled();
    backend.answers.set('kot-4', 'ok');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect((await outboxSnapshot()).waiting).toEqual([]));
    expect(backend.sendsOf('kot-4')).toHaveLength(2);
  });
});

describe('outbox: answers', () => {
  it('keeps a 409 waiting with its reason, the backoff doubling', async () => {
    freezeClock();
    backend.answers.set('bill-1', { status: 409, result: 'KOT kot-9 is not here yet' });
    await enqueueOperation(input('bill-1'));
    await settled();
    laterBy(1_000);
    await flushOutbox();
    const entry = (await reload()).waiting[0]!;
    expect(entry).toMatchObject({ state: 'waiting', attempts: 2, lastError: 'KOT kot-9 is not here yet' });
    expect(entry.nextAttemptAt).toBe(Date.now() + 2_000);
    expect(backend.sendsOf('bill-1')).toHaveLength(2);
  });

  it('marks a refusal failed with the server text; it waits for Retry, and Retry sends it', async () => {
    backend.answers.set('bill-2', { status: 200, result: 'Table T4 is already settled' });
    backend.answers.set('bill-3', { status: 400, result: 'Amount is required' });
    await enqueueOperation(input('bill-2'));
    await enqueueOperation(input('bill-3'));
    await settled();
    const { waiting, failed } = await reload();
    expect(waiting).toEqual([]);
    expect(failed.map((e) => [e.id, e.state, e.lastError])).toEqual([
      ['bill-2', 'failed', 'Table T4 is already settled'],
      ['bill-3', 'failed', 'Amount is required'],
    ]);
    await flushOutbox();
    expect(backend.received).toHaveLength(2); // a failed one is not retried by itself

    backend.answers.set('bill-2', 'ok');
    await retryOperation('bill-2');
    await discardOperation('bill-3');
    expect(await reload()).toEqual({ waiting: [], failed: [] });
    expect(backend.sendsOf('bill-2')).toHaveLength(2);
  });

  it('keeps a 401 waiting without growing the backoff, and sends it after the next sign-in', async () => {
    freezeClock();
    backend.answers.set('kot-5', { status: 401, result: 'expired' });
    await enqueueOperation(input('kot-5'));
    await settled();
    // The session ended: nobody's outbox shows or sends.
    expect(useSessionStore.getState().session).toBeNull();
    expect(await outboxSnapshot()).toEqual({ waiting: [], failed: [] });

    useSessionStore.getState().signIn(sessionRecordFixture('tok-new'));
    const entry = (await outboxSnapshot()).waiting[0]!;
    // Not counted as a try and no backoff: it goes as soon as someone is signed in again.
    expect(entry).toMatchObject({ id: 'kot-5', state: 'waiting', attempts: 0 });
    expect(entry.nextAttemptAt).toBeUndefined();
    backend.answers.set('kot-5', 'ok');
    await flushOutbox();
    expect(backend.sendsOf('kot-5')).toHaveLength(2);
    expect(backend.sendsOf('kot-5')[1]!.body).toMatchObject({ usr: { kCode: 'tok-new' } });
    expect((await outboxSnapshot()).waiting).toEqual([]);
  });
});

describe('outbox: one table in order', () => {
  it('sends a table’s operations one after another in the order they were made, other tables meanwhile', async () => {
    freezeClock();
    await enqueueOperation(input('kot-t4', 'KOT for table T4', 'DIN|T4'));
    await enqueueOperation(input('bill-t4', 'Bill for table T4', 'DIN|T4'));
    backend.answers.set('kot-t5', 'ok');
    await enqueueOperation(input('kot-t5', 'KOT for table T5', 'DIN|T5'));
    await settled();
    // The KOT got no answer: the bill behind it was not sent; the other table's KOT was.
    expect(backend.received.map((r) => r.key)).toEqual(['kot-t4', 'kot-t5']);
    laterBy(1_000);
    await flushOutbox();
    expect(backend.received.map((r) => r.key)).toEqual(['kot-t4', 'kot-t5', 'kot-t4']);

    backend.answers.set('kot-t4', 'ok');
    backend.answers.set('bill-t4', 'ok');
    laterBy(2_000);
    await flushOutbox();
    // Once the KOT is taken, the bill goes at once.
    expect(backend.received.map((r) => r.key)).toEqual(['kot-t4', 'kot-t5', 'kot-t4', 'kot-t4', 'bill-t4']);
    expect(await outboxSnapshot()).toEqual({ waiting: [], failed: [] });
  });

  it('holds a table’s later operations behind a refused one until it is retried or discarded', async () => {
    freezeClock();
    backend.answers.set('kot-t4', { status: 422, result: 'No such item' });
    backend.answers.set('bill-t4', 'ok');
    await enqueueOperation(input('kot-t4', 'KOT for table T4', 'DIN|T4'));
    await enqueueOperation(input('bill-t4', 'Bill for table T4', 'DIN|T4'));
    await settled();
    expect(backend.sendsOf('bill-t4')).toHaveLength(0);
    const { waiting, failed } = await outboxSnapshot();
    expect([waiting.map((e) => e.id), failed.map((e) => e.id)]).toEqual([['bill-t4'], ['kot-t4']]);

    await discardOperation('kot-t4');
    await flushOutbox();
    expect(backend.sendsOf('bill-t4')).toHaveLength(1);
  });
});

describe('outbox: one never blocks the others', () => {
  it('sends a later entry while an earlier one backs off or has failed, in creation order', async () => {
    freezeClock();
    backend.answers.set('refused', { status: 422, result: 'No such table' });
    await enqueueOperation(input('offline'));
    await enqueueOperation(input('refused'));
    await settled();
    backend.answers.set('later', 'ok');
    await enqueueOperation(input('later'));
    await settled();
    expect(backend.sendsOf('later')).toHaveLength(1);
    const { waiting, failed } = await outboxSnapshot();
    expect(waiting.map((e) => e.id)).toEqual(['offline']);
    expect(failed.map((e) => e.id)).toEqual(['refused']);

    await enqueueOperation(input('a'));
    await enqueueOperation(input('b'));
    await settled();
    backend.received.length = 0;
    laterBy(1_000);
    await flushOutbox();
    expect(backend.received.map((r) => r.key)).toEqual(['offline', 'a', 'b']);
  });

  it('sends others while one hangs, and never sends the hanging one twice at once', async () => {
    let release: (() => void) | undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    backend.answers.set('stuck', async () => {
      await released;
      return Response.json({ result: 'OK' });
    });
    backend.answers.set('quick', 'ok');
    await enqueueOperation(input('stuck'));
    await enqueueOperation(input('quick'));
    await vi.waitFor(async () => expect((await outboxSnapshot()).waiting.map((e) => e.id)).toEqual(['stuck']));
    void flushOutbox();
    await enqueueOperation(input('stuck'));
    expect(backend.sendsOf('stuck')).toHaveLength(1);
    release?.();
    await flushOutbox();
    expect((await outboxSnapshot()).waiting).toEqual([]);
    expect(backend.sendsOf('stuck')).toHaveLength(1);
  });

  it('keeps each signed-in user to their own operations', async () => {
    freezeClock();
    await enqueueOperation(input('alice-1'));
    await settled();
    const bob = sessionRecordFixture();
    useSessionStore.getState().signIn({ ...bob, usr: { ...bob.usr, uCode: 'bob' } });
    expect(await outboxSnapshot()).toEqual({ waiting: [], failed: [] });
    useSessionStore.getState().signIn(sessionRecordFixture());
    expect((await outboxSnapshot()).waiting.map((e) => e.id)).toEqual(['alice-1']);
  });
});
