import { getResponse, http, type RequestHandler } from 'msw';
import type { ContractGuard } from './contract-guard';

/**
 * The demo backend has about a thousand handlers. MSW tries them one by one for every request, and trying one costs
 * a URL match and a parse of the cookies: most of a quick answer's time went into the handlers that did not match.
 *
 * Nearly every handler serves one fixed path (`*\/api/Controller/Action`). Those are kept in a map by that path, so
 * a request meets only the handlers of its own path and the few with parameters or wildcards, still in the order
 * the list gives them (the first that answers wins, as before). Paths match regardless of case and of a trailing
 * slash, as MSW's own matching does.
 */
const FIXED_PATH = /^\*(\/api\/[\w.\-/]+)$/;

const pathKey = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/** The part of a URL's path from `/api/` on (a deployment may serve the API under a prefix). */
function requestKey(url: string): string | null {
  const { pathname } = new URL(url);
  const at = pathname.indexOf('/api/');
  return at < 0 ? null : pathKey(pathname.slice(at));
}

/**
 * `onMiss` hears of a request no handler answered: the one catch-all handler below takes every request, so MSW's own
 * unhandled-request check never fires (the tests make a miss fail, as their `onUnhandledRequest: 'error'` did).
 * `guard` checks the calls of documented routes against the contract, as the real server reads them.
 */
export function indexHandlers(
  handlers: readonly RequestHandler[],
  onMiss?: (request: Request) => void,
  guard?: ContractGuard,
): RequestHandler[] {
  const byPath = new Map<string, { at: number; handler: RequestHandler }[]>();
  const others: { at: number; handler: RequestHandler }[] = [];
  handlers.forEach((handler, at) => {
    const path = (handler.info as { path?: unknown }).path;
    const fixed = typeof path === 'string' ? FIXED_PATH.exec(path) : null;
    if (!fixed) return void others.push({ at, handler });
    const key = pathKey(fixed[1]!);
    byPath.set(key, [...(byPath.get(key) ?? []), { at, handler }]);
  });
  // Each path's handlers merged with the ones tried for every path, in list order, worked out once.
  const merged = new Map<string, RequestHandler[]>();
  const candidates = (key: string | null): RequestHandler[] => {
    const own = key === null ? undefined : byPath.get(key);
    if (!own) return others.map((entry) => entry.handler);
    let list = merged.get(key!);
    if (!list) {
      list = [...own, ...others].sort((a, b) => a.at - b.at).map((entry) => entry.handler);
      merged.set(key!, list);
    }
    return list;
  };
  return [
    http.all('*', async ({ request }) => {
      const refusal = await guard?.refusal(request);
      if (refusal) return refusal;
      const response = await getResponse(candidates(requestKey(request.url)), request);
      if (!response) onMiss?.(request);
      else await guard?.answered(request, response);
      return response;
    }),
  ];
}
