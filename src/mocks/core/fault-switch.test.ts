import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKEND_DOWN_KEY, faultSwitchHandler, followBrowserNetwork, REFUSE_KEY } from './fault-switch';

const call = () =>
  getResponse(
    [faultSwitchHandler],
    new Request('http://demo.local/api/pos/getUnsettledBills', { method: 'POST', body: '{}' }),
  );

describe('the demo backend fault switch', () => {
  afterEach(() => {
    localStorage.removeItem(BACKEND_DOWN_KEY);
    localStorage.removeItem(REFUSE_KEY);
  });

  it('lets calls through while off and fails them as a dropped connection while on', async () => {
    expect(await call()).toBeUndefined();
    localStorage.setItem(BACKEND_DOWN_KEY, '1');
    expect((await call())?.type).toBe('error');
  });

  it('in the browser, is unreachable while the browser is offline', async () => {
    const page = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
    page.navigator = { onLine: true };
    followBrowserNetwork(page as unknown as Window);
    expect(await call()).toBeUndefined();
    page.navigator.onLine = false;
    page.dispatchEvent(new Event('offline'));
    expect((await call())?.type).toBe('error');
    page.navigator.onLine = true;
    page.dispatchEvent(new Event('online'));
    expect(await call()).toBeUndefined();
  });

  it('refuses the calls to the path it is given with the message it is given', async () => {
    localStorage.setItem(
      REFUSE_KEY,
      JSON.stringify({ path: 'api/pos/makePOSBillByTableNo', message: 'Bill refused for the test' }),
    );
    expect(await call()).toBeUndefined();
    const refused = await getResponse(
      [faultSwitchHandler],
      new Request('http://demo.local/api/pos/makePOSBillByTableNo', { method: 'POST', body: '{}' }),
    );
    expect(refused?.status).toBe(400);
    expect(await refused?.json()).toEqual({ message: 'Bill refused for the test' });
  });
});
