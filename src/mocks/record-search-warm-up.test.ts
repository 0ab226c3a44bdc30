import { RECORD_KINDS, RECORD_SEARCH_ENDPOINT } from '../lib/record-search/record-search-wire';
import { resetDemoDb } from './core/db/demo-db';
import { collectYoungNow } from './core/search/young-heap';
import { server } from './node';
import { API, signIn } from './testing/demo-requests';

vi.mock('./core/search/young-heap', () => ({ collectYoungNow: vi.fn(() => 0) }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await resetDemoDb();
});
afterAll(() => server.close());

async function warmUp(token: string): Promise<void> {
  const response = await fetch(`${API}/${RECORD_SEARCH_ENDPOINT.replace(/^api\//, '')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ detail: '', kinds: RECORD_KINDS, usr: {} }),
  });
  expect(await response.json()).toEqual([]);
}

describe('the records search warming up as the palette opens', () => {
  it('settles the young heap after it built the indexes, and not when it found them kept', async () => {
    const token = (await signIn(1001, 'admin', 'admin123')).usr.kCode;
    await warmUp(token);
    expect(collectYoungNow).toHaveBeenCalledTimes(1);
    await warmUp(token);
    expect(collectYoungNow).toHaveBeenCalledTimes(1);
  });
});
