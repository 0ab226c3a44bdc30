import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHAOS_KEY,
  CHAOS_REACHED_PREFIX,
  CHAOS_TALLY_KEY,
  chaosAround,
  planCall,
  type ChaosSetting,
} from './chaos-switch';

/** The unreliable network in front of one write handler that counts what it processed. */
function backend() {
  const processed: string[] = [];
  const list = [
    http.post('*/api/pos/setKot', async ({ request }) => {
      processed.push(((await request.clone().json()) as { id: string }).id);
      return HttpResponse.json({ result: 'OK' });
    }),
  ];
  const call = (id: string, path = 'api/pos/setKot') =>
    chaosAround(
      new Request(`http://demo.local/${path}`, {
        method: 'POST',
        body: JSON.stringify({ id }),
        headers: { 'Idempotency-Key': id },
      }),
      (request) => getResponse(list, request),
    );
  return { processed, call };
}

const turnOn = (setting: ChaosSetting) => localStorage.setItem(CHAOS_KEY, JSON.stringify(setting));

describe('the demo backend chaos switch', () => {
  afterEach(() => localStorage.clear());

  it('off, lets every call through untouched and writes nothing', async () => {
    const { processed, call } = backend();
    expect((await call('a'))?.status).toBe(200);
    expect(processed).toEqual(['a']);
    expect(localStorage.length).toBe(0);
  });

  it('drops, fails with 500 or 502, or answers the static page without processing the call', async () => {
    const { processed, call } = backend();
    turnOn({ seed: 1, drop: 1 });
    expect((await call('a'))?.type).toBe('error');
    turnOn({ seed: 1, error: 1 });
    expect([500, 502]).toContain((await call('b'))?.status);
    turnOn({ seed: 1, html: 1 });
    const page = await call('c');
    expect(page?.status).toBe(200);
    expect(page?.headers.get('Content-Type')).toContain('text/html');
    expect(processed).toEqual([]);
    expect(JSON.parse(localStorage.getItem(CHAOS_TALLY_KEY)!)).toEqual({ calls: 3, drop: 1, error: 1, html: 1 });
  });

  it('processes a call and loses its answer, or processes it twice and answers once', async () => {
    const { processed, call } = backend();
    turnOn({ seed: 2, lostAnswer: 1 });
    const lost = await call('a');
    expect(lost?.type === 'error' || lost?.status === 502).toBe(true);
    turnOn({ seed: 2, twice: 1 });
    expect(await (await call('b'))!.json()).toEqual({ result: 'OK' });
    expect(processed).toEqual(['a', 'b', 'b']);
    expect(localStorage.getItem(`${CHAOS_REACHED_PREFIX}a`)).toBe('/api/pos/setKot');
  });

  it('leaves calls outside its paths alone', async () => {
    const { processed, call } = backend();
    turnOn({ seed: 3, drop: 1, only: ['api/other/'] });
    expect((await call('a'))?.status).toBe(200);
    expect(processed).toEqual(['a']);
  });

  it('draws the same choices for the same seed, call and turn, and others for another seed', () => {
    const setting = { seed: 7, drop: 0.2, error: 0.2, html: 0.2, lostAnswer: 0.2, slow: 0.5, maxDelayMs: 5000 };
    const plans = (seed: number) =>
      Array.from({ length: 50 }, (_, turn) => planCall({ ...setting, seed }, 'key-1', turn + 1));
    expect(plans(7)).toEqual(plans(7));
    expect(plans(8)).not.toEqual(plans(7));
    const faults = new Set(plans(7).map((plan) => plan.fault));
    expect(faults.size).toBeGreaterThan(3);
    expect(plans(7).every((plan) => plan.beforeMs + plan.afterMs < 5000)).toBe(true);
  });
});
