import { isAxiosError, isCancel } from 'axios';

export const SESSION_OVER_MESSAGE = 'Your Login Session is over please login again';
export const NETWORK_ERROR_MESSAGE = 'Network Error please check your connection';

/** The one error shape every failed call becomes (architecture: the backend seam). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(status: number, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  get isNetwork(): boolean {
    return this.status === 101;
  }

  get isSessionOver(): boolean {
    return this.status === 401;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** ASP.NET validation answers carry `errors: { Field: ['message', ...] }`. */
function fieldErrorsOf(data: unknown): Record<string, string> | undefined {
  if (!isRecord(data) || !isRecord(data.errors)) return undefined;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(data.errors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[field] = first;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function isHtmlPage(data: unknown): boolean {
  return typeof data === 'string' && data.trimStart().startsWith('<');
}

/**
 * An answer that is not the backend's own: an HTML page below 500 (the static host's fallback page, a captive portal)
 * or an empty 404 (the static host that serves the app answers a call it does not know so, e.g. while the demo
 * backend's worker does not yet control a reloaded page). Only the server's own refusal is a refusal: this one is
 * taken as no answer, so a save keeps its input and a queued operation is tried again.
 */
export function isForeignAnswer(status: number, data: unknown): boolean {
  if (status >= 500) return false;
  const blank = data === undefined || data === null || (typeof data === 'string' && data.trim() === '');
  return isHtmlPage(data) || (status === 404 && blank);
}

function messageOf(data: unknown, status: number): string {
  if (typeof data === 'string' && data.trim() !== '' && !isHtmlPage(data)) return data;
  if (isRecord(data)) {
    for (const key of ['message', 'result', 'title', 'error']) {
      const value = data[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  if (status === 403) return 'You are not authorised for this transaction';
  if (status === 404) return 'The server does not know this request (404).';
  return `The server could not complete the request (${status}).`;
}

/** axios's own timeout (ECONNABORTED / ETIMEDOUT) or the client's timeout signal (a TimeoutError abort). */
function isTimedOut(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return true;
  const signal = error.config?.signal as { aborted?: boolean; reason?: unknown } | undefined;
  // A DOMException is not an Error in every realm (jsdom): its name says what it is.
  return !!signal?.aborted && isRecord(signal.reason) && signal.reason.name === 'TimeoutError';
}

/** Maps anything a call can throw to an ApiError (status 101 = no answer at all). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // A call that timed out got no answer: the network message, as for a lost connection.
  if (isTimedOut(error)) return new ApiError(101, NETWORK_ERROR_MESSAGE);
  // A request the app cancelled on purpose is neither a network failure nor a refusal.
  if (isCancel(error)) return new ApiError(499, 'The request was cancelled.');
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response || response.status === 101 || response.status === 0) {
      return new ApiError(101, NETWORK_ERROR_MESSAGE);
    }
    if (response.status === 401) return new ApiError(401, SESSION_OVER_MESSAGE);
    if (isForeignAnswer(response.status, response.data)) return new ApiError(101, NETWORK_ERROR_MESSAGE);
    return new ApiError(response.status, messageOf(response.data, response.status), fieldErrorsOf(response.data));
  }
  return new ApiError(0, error instanceof Error ? error.message : 'Something went wrong.');
}
