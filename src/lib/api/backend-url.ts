/**
 * True when a request URL points at our own backend, the only place the bearer token may go.
 * `base` is the configured API address ('' = same origin as the page, the demo backend).
 */
export function isBackendUrl(url: string, base: string, pageHref: string): boolean {
  try {
    const backend = new URL(base || '/', pageHref);
    if (!backend.pathname.endsWith('/')) backend.pathname += '/';
    const target = new URL(url, base ? backend : pageHref);
    return target.origin === backend.origin && target.pathname.startsWith(backend.pathname);
  } catch {
    return false;
  }
}
