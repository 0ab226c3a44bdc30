import { http, HttpResponse } from 'msw';

/**
 * The demo backend's "server unreachable" switch, for trying what the client does when the backend stops
 * answering (the restaurant's offline queue): while local storage holds `erp.demo.backendDown` = '1', every
 * call fails as a dropped connection would. Off by default; the end-to-end tests turn it on and off.
 */
export const BACKEND_DOWN_KEY = 'erp.demo.backendDown';

function backendDown(): boolean {
  try {
    return globalThis.localStorage?.getItem(BACKEND_DOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/** First in the handler list: answers a network error while the switch is on, else lets the real handler answer. */
export const faultSwitchHandler = http.all('*/api/*', () => (backendDown() ? HttpResponse.error() : undefined));
