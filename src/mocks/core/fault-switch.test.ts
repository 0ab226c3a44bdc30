import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKEND_DOWN_KEY, faultSwitchHandler } from './fault-switch';

const call = () => getResponse([faultSwitchHandler], new Request('http://demo.local/api/pos/getUnsettledBills', { method: 'POST', body: '{}' }));

describe('the demo backend fault switch', () => {
  afterEach(() => localStorage.removeItem(BACKEND_DOWN_KEY));

  it('lets calls through while off and fails them as a dropped connection while on', async () => {
    expect(await call()).toBeUndefined();
    localStorage.setItem(BACKEND_DOWN_KEY, '1');
    expect((await call())?.type).toBe('error');
  });
});
