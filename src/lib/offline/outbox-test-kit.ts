/** Test support for the outbox tests: a small msw backend for one endpoint and a clean outbox per test. */
import { deleteDB } from 'idb';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useToastRequests } from '../messages/messages';
import { registerNavigator } from '../navigation/navigation';
import { sessionRecordFixture } from '../session/session-record.fixture';
import { useSessionStore } from '../session/session-store';
import { resetOutboxMemoryForTests } from './outbox';
import { OUTBOX_DB_NAME } from './outbox-db';

export const ENDPOINT = 'api/POSClassyBilling/setCompleteKOTInformation';

export interface Received {
  key: string | null;
  body: Record<string, unknown>;
}

export type Answer = 'network' | 'ok' | { status: number; result: string } | (() => Promise<Response>);

function reply(answer: Answer, id: string): Promise<Response> | Response {
  if (typeof answer === 'function') return answer();
  if (answer === 'network') return HttpResponse.error();
  if (answer === 'ok') return HttpResponse.json({ result: 'OK', billNo: `B-${id}` });
  return HttpResponse.json({ result: answer.result }, { status: answer.status });
}

/** Sets up the backend; `answers` decides each call by its operation id ('network' unless set). */
export function setupOutboxBackend() {
  const received: Received[] = [];
  const answers = new Map<string, Answer>();
  const server = setupServer(
    http.post(`*/${ENDPOINT}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const key = request.headers.get('Idempotency-Key');
      received.push({ key, body });
      return reply(answers.get(key ?? '') ?? 'network', key ?? '');
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    registerNavigator(() => undefined);
    useSessionStore.getState().signIn(sessionRecordFixture());
  });
  afterEach(async () => {
    // Every send has ended (none hangs) before the memory is dropped and the database deleted.
    await resetOutboxMemoryForTests();
    await deleteDB(OUTBOX_DB_NAME);
    vi.useRealTimers();
    server.resetHandlers();
    received.length = 0;
    answers.clear();
    useSessionStore.getState().signOut();
    useToastRequests.setState({ pending: [], wanted: false });
    registerNavigator(null);
  });
  afterAll(() => server.close());
  return { received, answers, sendsOf: (id: string) => received.filter((r) => r.key === id) };
}

/** Date only: IndexedDB, msw and axios keep their real timers; the outbox's own ticks see a still clock. */
export function freezeClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
}

export function laterBy(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

export function input(id: string, label = `KOT ${id}`, group?: string) {
  return { id, endpoint: ENDPOINT, body: { kotNo: id, amountPaise: 12_500 }, label, group };
}
