/** What a held request fails with when the embedded demo backend could not start. */
export const DEMO_BACKEND_FAILED =
  'The demo backend could not start, so nothing can be loaded or saved. Reload the page to try again.';

/** Longest a request waits for the backend to start before failing (it is 60 s for an answer too). */
export const BACKEND_START_LIMIT_MS = 60_000;

/**
 * A plain Error (the API client's answer turns it into an ApiError with this message): start-up
 * imports this file, and the ApiError module would bring axios onto the first page.
 */
export class BackendStartError extends Error {
  constructor() {
    super(DEMO_BACKEND_FAILED);
    this.name = 'BackendStartError';
  }
}

type BackendState =
  | { kind: 'ready' }
  | { kind: 'starting'; ready: Promise<void> }
  | { kind: 'failed'; error: BackendStartError };

let state: BackendState = { kind: 'ready' };

function withinLimit(start: Promise<unknown>, limitMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not started within ${limitMs / 1000} s`)), limitMs);
  });
  return Promise.race([start, late]).finally(() => clearTimeout(timer));
}

/**
 * Start-up calls this with the demo backend's start: requests made before it settles are held
 * (see `whenBackendReady`); once it has started they go straight out, and if it fails (or takes
 * longer than the limit) every request fails with `DEMO_BACKEND_FAILED`.
 */
export function holdRequestsUntil(start: Promise<unknown>, limitMs = BACKEND_START_LIMIT_MS): void {
  const ready = withinLimit(start, limitMs).then(
    () => {
      if (state.kind === 'starting' && state.ready === ready) state = { kind: 'ready' };
    },
    () => {
      const error = new BackendStartError();
      if (state.kind === 'starting' && state.ready === ready) state = { kind: 'failed', error };
      throw error;
    },
  );
  // Nobody may be waiting yet; the failure is reported to each request that asks.
  ready.catch(() => undefined);
  state = { kind: 'starting', ready };
}

/**
 * Nothing to wait for (null) once the backend is up, which is at once when no start was held;
 * the pending start while it is starting; a rejection with `DEMO_BACKEND_FAILED` when it failed.
 */
export function whenBackendReady(): Promise<void> | null {
  if (state.kind === 'ready') return null;
  if (state.kind === 'failed') return Promise.reject(state.error);
  return state.ready;
}

/** Tests: back to "nothing to wait for". */
export function resetBackendReady(): void {
  state = { kind: 'ready' };
}
