import { RECORD_KINDS, RECORD_SEARCH_ENDPOINT } from '../lib/record-search/record-search-wire';
import { resetDemoDb } from './core/db/demo-db';
import { recordSearchHandlers } from './core/search/search-handler';
import { SETTLE_MS } from './core/search/write-watch';
import { server } from './node';
import { RECORD_FINDERS } from './record-finders';
import { API, signIn } from './testing/demo-requests';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  vi.useRealTimers();
  server.resetHandlers();
  await resetDemoDb();
});
afterAll(() => server.close());

async function search(token: string, detail: string): Promise<unknown> {
  const response = await fetch(`${API}/${RECORD_SEARCH_ENDPOINT.replace(/^api\//, '')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ detail, kinds: RECORD_KINDS, usr: {} }),
  });
  return response.json();
}

describe('the records search warming up as the palette opens', () => {
  it('settles the young heap after it built the indexes, not when it found them kept nor at a keystroke', async () => {
    const settleHeap = vi.fn();
    server.use(...recordSearchHandlers(RECORD_FINDERS, settleHeap));
    // The search's clock moves only when told: past every change so far (this file's sign-in, and other files' calls
    // in the same worker) by the time the search trusts an index, so the indexes built next are kept.
    const realNow = performance.now();
    vi.useFakeTimers({ toFake: ['performance'] });
    const token = (await signIn(1001, 'admin', 'admin123')).usr.kCode;
    vi.advanceTimersByTime(realNow + SETTLE_MS);
    expect(await search(token, '')).toEqual([]);
    expect(settleHeap).toHaveBeenCalledTimes(1);
    expect(await search(token, '')).toEqual([]);
    await search(token, 'a');
    expect(settleHeap).toHaveBeenCalledTimes(1);
  });
});
