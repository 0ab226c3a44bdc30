import { enqueueOperation, onOperationSent, outboxSnapshot } from './outbox';
import { scopeOfSession } from './outbox-memory';
import { notifySent } from './outbox-send';
import { connectOutboxTabs, disconnectOutboxTabs, type TabChannel } from './outbox-tabs';
import { input, setupOutboxBackend } from './outbox-test-kit';
import type { OutboxEntry } from './outbox-types';

const backend = setupOutboxBackend();

/** One tab's end of the channel: what it posts, and a way to deliver what another tab posted. */
function fakeChannel() {
  const posted: unknown[] = [];
  let deliver: (event: MessageEvent) => void = () => undefined;
  const channel: TabChannel = { postMessage: (message) => void posted.push(message), addEventListener: (_type, listener) => void (deliver = listener) };
  return { channel, posted, receive: (data: unknown) => deliver(new MessageEvent('message', { data })) };
}

describe('the outbox across the tabs of one terminal', () => {
  afterEach(() => disconnectOutboxTabs());

  it('tells the other tabs what it sent, with the answer', async () => {
    const tabs = fakeChannel();
    connectOutboxTabs(tabs.channel, notifySent);
    backend.answers.set('kot-1', 'ok');
    await enqueueOperation(input('kot-1', 'KOT for table T4', 'DIN|T4'));
    await vi.waitFor(() => expect(tabs.posted).toHaveLength(1));
    expect(tabs.posted[0]).toMatchObject({ scope: scopeOfSession(), entry: { id: 'kot-1' }, answer: { result: 'OK', billNo: 'B-kot-1' } });
  });

  it('drops from its queue, and tells its screens of, what another tab of the same user sent; ignores other users', async () => {
    const tabs = fakeChannel();
    connectOutboxTabs(tabs.channel, notifySent);
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
});
