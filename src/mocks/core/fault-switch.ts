import { http, HttpResponse } from 'msw';

/**
 * The demo backend's "server unreachable" switch, for trying what the client does when the backend stops
 * answering (the restaurant's offline queue): while local storage holds `erp.demo.backendDown` = '1', every
 * call fails as a dropped connection would. Off by default; the end-to-end tests turn it on and off.
 */
export const BACKEND_DOWN_KEY = 'erp.demo.backendDown';

/**
 * The refusal switch: while local storage holds `erp.demo.refuse` = `{ "path": "...", "message": "..." }`, every
 * call whose address contains that path is refused (400) with that message, as the server refuses an operation
 * it will not take. For trying a refused operation's Retry; off by default.
 */
export const REFUSE_KEY = 'erp.demo.refuse';

let browserOffline = false;

/**
 * In the browser the demo backend follows the browser's network: offline, it is as unreachable as a real server
 * would be, so the demo shows what the app does with no network (the terminal keeps working from what it kept).
 */
export function followBrowserNetwork(target: Pick<Window, 'addEventListener' | 'navigator'>): void {
  const follow = () => {
    browserOffline = !target.navigator.onLine;
  };
  follow();
  target.addEventListener('online', follow);
  target.addEventListener('offline', follow);
}

/** Whether the demo backend is unreachable now (the browser offline, or the switch on). */
export function backendDown(): boolean {
  if (browserOffline) return true;
  try {
    return globalThis.localStorage?.getItem(BACKEND_DOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function refusal(url: string): string | undefined {
  try {
    const set: unknown = JSON.parse(globalThis.localStorage?.getItem(REFUSE_KEY) ?? 'null');
    if (typeof set !== 'object' || set === null) return undefined;
    const { path, message } = set as Record<string, unknown>;
    return typeof path === 'string' && path !== '' && url.includes(path) ? String(message ?? 'Refused.') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * First in the handler list: answers a network error or a refusal while a switch is on, else lets the real handler
 * answer.
 */
export const faultSwitchHandler = http.all('*/api/*', ({ request }) => {
  if (backendDown()) return HttpResponse.error();
  const refused = refusal(request.url);
  return refused === undefined ? undefined : HttpResponse.json({ message: refused }, { status: 400 });
});
