import type { ApiError } from '../api/api-error';

/** What one send attempt means for its entry. */
export type SendOutcome =
  | { kind: 'sent'; answer: Record<string, unknown> }
  /** Try again later; `grow` false keeps the backoff where it is (a 401: the session will be renewed). */
  | { kind: 'retry'; error: string; grow: boolean }
  | { kind: 'failed'; error: string };

export const FIRST_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 30_000;

/** 1 s after the first failed attempt, doubling, at most 30 s. */
export function backoffMs(attempts: number): number {
  const steps = Math.max(0, attempts - 1);
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.min(steps, 16));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a 2xx answer that is not the server's JSON gets said of it while it is tried again. */
export const NOT_THE_SERVER = 'The answer did not come from the server; trying again.';

/**
 * A 2xx answer: `result: 'OK'` is done; the server's JSON with any other result is its refusal. Anything else (an
 * empty body, plain text, a page from a proxy or captive portal that the API client did not already catch) is not
 * the server's word, so it is tried again rather than refused.
 */
export function classifyAnswer(answer: unknown): SendOutcome {
  if (!isRecord(answer)) return { kind: 'retry', error: NOT_THE_SERVER, grow: true };
  if (answer.result === 'OK') return { kind: 'sent', answer };
  const text = typeof answer.result === 'string' && answer.result.trim() !== '' ? answer.result : undefined;
  return { kind: 'failed', error: text ?? 'The server did not accept this operation.' };
}

/**
 * A failed call. No answer, a 5xx, a 409 (our convention: "depends on something not here yet"),
 * a 408/429 (busy), a cancelled call (499) or a demo backend still starting (status 0): try later. Any other 4xx is a
 * refusal.
 */
export function classifyError(error: ApiError): SendOutcome {
  const { status, message } = error;
  if (status === 401) return { kind: 'retry', error: message, grow: false };
  const transient =
    error.isNetwork ||
    status === 0 ||
    status >= 500 ||
    status === 409 ||
    status === 408 ||
    status === 429 ||
    status === 499;
  if (transient) return { kind: 'retry', error: message, grow: true };
  return { kind: 'failed', error: message };
}
