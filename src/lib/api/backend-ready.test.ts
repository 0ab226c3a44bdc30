import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { DEMO_BACKEND_FAILED, holdRequestsUntil, resetBackendReady, whenBackendReady } from './backend-ready';

/** An API client whose "network" notes each request it is given and answers at once. */
function recordingClient(): { client: AxiosInstance; sent: string[] } {
  const sent: string[] = [];
  const client = createApiClient('http://backend.test/');
  client.defaults.adapter = (request: InternalAxiosRequestConfig) => {
    sent.push(request.url ?? '');
    return Promise.resolve({ data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config: request });
  };
  return { client, sent };
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise step run: an unheld request reaches the recording adapter meanwhile. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  resetBackendReady();
  vi.useRealTimers();
});

describe('requests made while the demo backend starts', () => {
  it('are sent only once the backend has started', async () => {
    const { client, sent } = recordingClient();
    void client.get('api/Before');
    await settle();
    expect(sent).toEqual(['api/Before']); // nothing held: straight out

    const start = deferred();
    holdRequestsUntil(start.promise);
    const held = client.get<{ ok: boolean }>('api/Held');
    await settle();
    expect(sent).toEqual(['api/Before']);

    start.resolve();
    expect((await held).data).toEqual({ ok: true });
    expect(sent).toEqual(['api/Before', 'api/Held']);
  });

  it('wait for nothing once the backend has started', async () => {
    const { client, sent } = recordingClient();
    holdRequestsUntil(Promise.resolve());
    await whenBackendReady();
    expect(whenBackendReady()).toBeNull();
    await client.post('api/After', {});
    expect(sent).toEqual(['api/After']);
  });

  it('fail with a clear message when the backend could not start, and so do later ones', async () => {
    const { client, sent } = recordingClient();
    const start = deferred();
    holdRequestsUntil(start.promise);
    const held = client.get('api/Held');
    start.reject(new Error('Service workers are not available here'));
    const failure: unknown = await held.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: DEMO_BACKEND_FAILED });
    await expect(client.get('api/Later')).rejects.toThrow(DEMO_BACKEND_FAILED);
    expect(sent).toEqual([]);
  });

  it('fail rather than hang when the backend never answers its start', async () => {
    vi.useFakeTimers();
    const { client, sent } = recordingClient();
    holdRequestsUntil(new Promise(() => undefined), 30_000);
    const held = client.get('api/Held').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await held).toMatchObject({ message: DEMO_BACKEND_FAILED });
    expect(sent).toEqual([]);
  });
});
