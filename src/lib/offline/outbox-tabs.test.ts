import { enqueueOperation, onOperationSent, outboxSnapshot } from './outbox';
import { addOperation, deleteOperation } from './outbox-db';
import { scopeOfSession } from './outbox-memory';
import { notifySent } from './outbox-send';
import { connectOutboxTabs, disconnectOutboxTabs, type TabChannel } from './outbox-tabs';
import { provideTabChannel } from './tab-channel';
import { input, setupOutboxBackend } from './outbox-test-kit';
import type { OutboxEntry } from './outbox-types';

const backend = setupOutboxBackend();

/** One tab's end of the channel: what it posts, and a way to deliver what another tab posted. */
function fakeChannel() {
  const posted: unknown[] = [];
  let deliver: (event: MessageEvent) => void = () => undefined;
  const channel: TabChannel = {
    postMessage: (message) => void posted.push(message),
    addEventListener: (_type, listener) => void (deliver = listener),
  };
  return { channel, posted, receive: (data: unknown) => deliver(new MessageEvent('message', { data })) };
}

describe('the outbox across the tabs of one terminal', () => {
  afterEach(() => disconnectOutboxTabs());

  it('tells the other tabs what it sent, with the answer', async () => {
    const tabs = fakeChannel();
    connectOutboxTabs(tabs.channel, { heard: notifySent, changed: () => undefined });
    backend.answers.set('kot-1', 'ok');
    await enqueueOperation(input('kot-1', 'KOT for table T4', 'DIN|T4'));
    const isSentNews = (news: unknown) => typeof news === 'object' && news !== null && 'answer' in news;
    const sentNews = () => tabs.posted.filter(isSentNews);
    await vi.waitFor(() => expect(sentNews()).toHaveLength(1));
    expect(sentNews()[0]).toMatchObject({
      scope: scopeOfSession(),
      entry: { id: 'kot-1' },
      answer: { result: 'OK', billNo: 'B-kot-1' },
    });
    // Kept, then gone once sent: the other tabs' copies follow IndexedDB.
    expect(tabs.posted.filter((news) => !isSentNews(news))).toEqual([
      { scope: scopeOfSession(), changed: 'kot-1' },
      { scope: scopeOfSession(), changed: 'kot-1' },
    ]);
  });

  it('drops from its queue, and tells its screens of, what another tab of the same user sent; ignores other users', async () => {
    const tabs = fakeChannel();
    connectOutboxTabs(tabs.channel, { heard: notifySent, changed: () => undefined });
    await enqueueOperation(input('bill-1', 'Bill for table T4', 'DIN|T4'));
    await vi.waitFor(async () => expect((await outboxSnapshot()).waiting.map((entry) => entry.id)).toEqual(['bill-1']));
    const heard: [OutboxEntry, Record<string, unknown>][] = [];
    onOperationSent((entry, answer) => heard.push([entry, answer]));
    const entry = (await outboxSnapshot()).waiting[0]!;

    tabs.receive({ scope: 'someone/else', entry, answer: { result: 'OK' } });
    tabs.receive({ scope: scopeOfSession(), entry, answer: { result: 'OK', bills: [{ billNo: 7 }] } });
    await vi.waitFor(async () => expect((await outboxSnapshot()).waiting).toEqual([]));
    expect(heard).toEqual([[entry, { result: 'OK', bills: [{ billNo: 7 }] }]]);
  });

  it('holds what another tab kept, and sends it once that tab has gone; drops what another tab discarded', async () => {
    const tabs = fakeChannel();
    // Connected as the app connects it, by the outbox's start (its first operation here).
    provideTabChannel(() => tabs.channel);
    backend.answers.set('kot-0', 'ok');
    await enqueueOperation(input('kot-0', 'KOT for table T1', 'DIN|T1'));
    const scope = scopeOfSession()!;
    backend.answers.set('bill-2', 'ok');
    // The other tab kept a bill and was closed before it sent it.
    await addOperation({
      scope,
      id: 'bill-2',
      order: 1,
      entry: {
        ...input('bill-2', 'Bill for table F3', 'FAM|F3'),
        createdAt: '2026-11-26T10:00:00.000Z',
        attempts: 0,
        state: 'waiting',
      },
    });
    await addOperation({
      scope,
      id: 'kot-9',
      order: 2,
      entry: {
        ...input('kot-9', 'KOT for table F4', 'FAM|F4'),
        createdAt: '2026-11-26T10:00:01.000Z',
        attempts: 0,
        state: 'failed',
        lastError: 'Table is closed',
      },
    });
    tabs.receive({ scope, changed: 'bill-2' });
    tabs.receive({ scope, changed: 'kot-9' });
    await vi.waitFor(async () =>
      expect((await outboxSnapshot()).failed.map((entry) => entry.label)).toEqual(['KOT for table F4']),
    );

    await vi.waitFor(() => expect(backend.sendsOf('bill-2')).toHaveLength(1), { timeout: 4000 });
    await deleteOperation(scope, 'kot-9');
    tabs.receive({ scope, changed: 'kot-9' });
    await vi.waitFor(async () => expect(await outboxSnapshot()).toEqual({ waiting: [], failed: [] }));
    expect(backend.sendsOf('bill-2')).toHaveLength(1);
  });
});
