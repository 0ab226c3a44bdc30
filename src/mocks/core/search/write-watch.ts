import { http } from 'msw';

/**
 * When the demo backend last began a call that may change something, so the records search knows its indexes may be
 * out of date. The server's calls are all POSTs, reads too: a call counts as a change unless its action names a read
 * (`Get…`, `get…`, `List…`, `Find…`, `Search…`). A change is not seen to end (a handler answers after this one), so
 * an index built from the stores soon after a change began is not trusted after the search it was built for
 * (SETTLE_MS, well over a save's time).
 */
export const SETTLE_MS = 3000;

const READ_ACTION = /^(get|list|find|search)/i;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Is this call one that cannot change anything? */
export function isReadCall(method: string, url: string): boolean {
  if (READ_METHODS.has(method.toUpperCase())) return true;
  const { pathname } = new URL(url);
  if (!pathname.includes('/api/')) return true;
  const action = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return READ_ACTION.test(action);
}

export interface ChangeWatch {
  now(): number;
  /** Notes a call that may change something, begun now. */
  noteChange(): void;
  /** May an index whose reads began at `builtAt` be kept for later searches? */
  settledSince(builtAt: number): boolean;
  /** Has a change begun since `builtAt`? */
  changedSince(builtAt: number): boolean;
}

export function changeWatch(now: () => number = () => performance.now()): ChangeWatch {
  let lastChangeAt = Number.NEGATIVE_INFINITY;
  return {
    now,
    noteChange: () => void (lastChangeAt = Math.max(lastChangeAt, now())),
    settledSince: (builtAt) => builtAt >= lastChangeAt + SETTLE_MS,
    changedSince: (builtAt) => lastChangeAt >= builtAt,
  };
}

/** The demo backend's one watch, kept by the handler below. */
export const CHANGES = changeWatch();

/** Sees every call first and answers none: it goes before every handler that answers (handlers.ts). */
export const changeWatcher = http.all('*', ({ request }) => {
  if (!isReadCall(request.method, request.url)) CHANGES.noteChange();
  return undefined;
});
