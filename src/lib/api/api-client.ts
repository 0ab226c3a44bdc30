import axios, { isAxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { config } from '../config';
import { MessageType, showMessage } from '../messages/messages';
import { navigateTo } from '../navigation/navigation';
import { currentSession, useSessionStore } from '../session/session-store';
import { ApiError, isForeignAnswer, NETWORK_ERROR_MESSAGE, toApiError } from './api-error';
import { whenBackendReady } from './backend-ready';
import { isBackendUrl } from './backend-url';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A background retry (the offline outbox): no toast when it gets no answer; the screen shows what waits instead.
     */
    quietNetworkErrors?: boolean;
  }
}

/** Side effects every failed call shares: a 401 ends the session, no answer shows a toast. */
export async function reportApiFailure(error: ApiError): Promise<void> {
  if (error.isSessionOver) {
    showMessage(MessageType.WarningToast, error.message, 'session-over');
    if (useSessionStore.getState().session) {
      // Inside the signed-in area the sign-in check redirects; elsewhere the navigation does.
      useSessionStore.getState().signOut('/sessions/login');
      await navigateTo('/sessions/login');
    }
  } else if (error.isNetwork) {
    showMessage(MessageType.WarningToast, error.message, 'network-error');
  }
}

export function createApiClient(baseURL: string, timeout: number = config.apiTimeoutMs): AxiosInstance {
  const client = axios.create({
    baseURL: baseURL || undefined,
    headers: { 'Content-Type': 'application/json' },
    // No answer within this time ends the call as a network error (status 101), so a save offline ends.
    timeout,
  });
  // Registered first, so it runs last, as the call leaves: the XHR stand-ins of some environments (test
  // doubles, service-worker shims) ignore xhr.timeout, so an abort signal also ends a call with no answer.
  client.interceptors.request.use((request) => {
    if (!request.signal && request.timeout) request.signal = AbortSignal.timeout(request.timeout);
    return request;
  });
  client.interceptors.request.use((request) => {
    const token = currentSession()?.usr.kCode;
    const url = client.getUri(request);
    if (token && isBackendUrl(url, baseURL, window.location.href)) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  });
  // Registered last, so it runs first: a request made while the demo backend starts waits for it.
  client.interceptors.request.use((request) => whenBackendReady()?.then(() => request) ?? request);
  const fail = (failure: unknown, request: AxiosRequestConfig | undefined) => {
    const error = toApiError(failure);
    const quiet = error.isNetwork && request?.quietNetworkErrors === true;
    if (!quiet) void reportApiFailure(error);
    return Promise.reject(error);
  };
  client.interceptors.response.use(
    // A 2xx page that is not the backend's (the static host's fallback page, a captive portal) is no answer at all.
    (response) =>
      isForeignAnswer(response.status, response.data)
        ? fail(new ApiError(101, NETWORK_ERROR_MESSAGE), response.config)
        : response,
    (failure: unknown) => fail(failure, isAxiosError(failure) ? failure.config : undefined),
  );
  return client;
}

/** The one axios instance for the customer's backend (or the embedded demo backend). */
export const apiClient = createApiClient(config.apiBaseUrl);

/** A write's header that lets the backend answer a retried save with its first answer instead of saving twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface PostOptions {
  /** No network-error toast (a background retry shows its own state); 401 handling stays. */
  quietNetworkErrors?: boolean;
}

/** POST api/<Controller>/<Action> with a JSON body; resolves to the answer's body. */
export async function postApi<T>(
  path: string,
  body: unknown,
  headers?: Readonly<Record<string, string>>,
  options?: PostOptions,
): Promise<T> {
  const requestConfig: AxiosRequestConfig = {};
  if (headers) requestConfig.headers = { ...headers };
  if (options?.quietNetworkErrors) requestConfig.quietNetworkErrors = true;
  const response = await apiClient.post<T>(path, body, requestConfig);
  return response.data;
}

export async function getApi<T>(path: string): Promise<T> {
  const response = await apiClient.get<T>(path);
  return response.data;
}
