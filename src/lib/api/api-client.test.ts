import { sessionRecordFixture } from '../session/session-record.fixture';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useToastRequests } from '../messages/messages';
import { registerNavigator } from '../navigation/navigation';
import { useSessionStore } from '../session/session-store';
import { createApiClient, reportApiFailure } from './api-client';
import { ApiError } from './api-error';

const BACKEND = 'http://backend.test/';

const echoHandlers = [
  http.post('http://backend.test/api/Echo', ({ request }) =>
    HttpResponse.json({ authorization: request.headers.get('authorization') }),
  ),
  http.get('https://third-party.test/geo', ({ request }) =>
    HttpResponse.json({ authorization: request.headers.get('authorization') }),
  ),
];

const server = setupServer(...echoHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().signOut();
  useToastRequests.setState({ pending: [], wanted: false });
  registerNavigator(null);
});
afterAll(() => server.close());

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient: bearer token', () => {
  it('sends the session token to its own backend', async () => {
    useSessionStore.getState().signIn(sessionRecordFixture('tok-123'));
    const client = createApiClient(BACKEND);
    const response = await client.post<{ authorization: string | null }>('api/Echo', { a: 1 });
    expect(response.data.authorization).toBe('Bearer tok-123');
  });

  it('uses the token of the current session at the time of the call', async () => {
    const client = createApiClient(BACKEND);
    useSessionStore.getState().signIn(sessionRecordFixture('tok-first'));
    expect((await client.post<{ authorization: string | null }>('api/Echo', {})).data.authorization).toBe(
      'Bearer tok-first',
    );
    useSessionStore.getState().signIn(sessionRecordFixture('tok-second'));
    expect((await client.post<{ authorization: string | null }>('api/Echo', {})).data.authorization).toBe(
      'Bearer tok-second',
    );
  });

  it('never sends the token to a third-party address', async () => {
    useSessionStore.getState().signIn(sessionRecordFixture('tok-123'));
    const client = createApiClient(BACKEND);
    const response = await client.get<{ authorization: string | null }>('https://third-party.test/geo');
    expect(response.data.authorization).toBeNull();
    // Control: the third-party echo does report a header that is really sent.
    const control = await client.get<{ authorization: string | null }>('https://third-party.test/geo', {
      headers: { Authorization: 'Basic own' },
    });
    expect(control.data.authorization).toBe('Basic own');
  });

  it('sends no Authorization header without a session', async () => {
    const client = createApiClient(BACKEND);
    const response = await client.post<{ authorization: string | null }>('api/Echo', {});
    expect(response.data.authorization).toBeNull();
  });
});

describe('createApiClient: failures', () => {
  it('ends the session on a 401 and sends the user to the login page', async () => {
    server.use(
      http.post('http://backend.test/api/Echo', () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    const navigate = vi.fn();
    registerNavigator(navigate);
    useSessionStore.getState().signIn(sessionRecordFixture('tok-123'));
    localStorage.setItem('modulename', 'Accounts');

    const error = await rejectionOf(createApiClient(BACKEND).post('api/Echo', {}));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Your Login Session is over please login again');
    await vi.waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(localStorage.getItem('userdetails')).toBeNull();
    expect(localStorage.getItem('modulename')).toBeNull();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/sessions/login'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(useToastRequests.getState().pending.map((toast) => toast.text)).toEqual([
      'Your Login Session is over please login again',
    ]);
  });

  it('rejects a network failure with status 101, shows a toast and keeps the session', async () => {
    server.use(http.post('http://backend.test/api/Echo', () => HttpResponse.error()));
    const navigate = vi.fn();
    registerNavigator(navigate);
    const record = sessionRecordFixture('tok-123');
    useSessionStore.getState().signIn(record);

    const error = await rejectionOf(createApiClient(BACKEND).post('api/Echo', {}));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(101);
    expect((error as ApiError).message).toBe('Network Error please check your connection');
    const { pending, wanted } = useToastRequests.getState();
    expect(wanted).toBe(true);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.text).toBe('Network Error please check your connection');
    expect(useSessionStore.getState().session).toEqual(record);
    expect(localStorage.getItem('userdetails')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ["a 200 HTML page (the static host's fallback)", () => HttpResponse.html('<!doctype html><div id="root"></div>')],
    ['an empty 404 (the static host)', () => new HttpResponse(null, { status: 404 })],
  ])('takes %s as no answer: status 101 and the network toast, never a refusal', async (_label, answer) => {
    server.use(http.post('http://backend.test/api/Echo', answer));
    const error = await rejectionOf(createApiClient(BACKEND).post('api/Echo', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(101);
    expect(useToastRequests.getState().pending.map((toast) => toast.text)).toEqual([
      'Network Error please check your connection',
    ]);
  });

  it('gives a background retry no toast for a foreign page either', async () => {
    server.use(http.post('http://backend.test/api/Echo', () => HttpResponse.html('<html></html>')));
    const error = await rejectionOf(createApiClient(BACKEND).post('api/Echo', {}, { quietNetworkErrors: true }));
    expect((error as ApiError).status).toBe(101);
    expect(useToastRequests.getState().pending).toEqual([]);
  });

  it('rejects a server error with its message and no toast or sign-out', async () => {
    server.use(
      http.post('http://backend.test/api/Echo', () =>
        HttpResponse.json({ message: 'Voucher is locked' }, { status: 500 }),
      ),
    );
    const navigate = vi.fn();
    registerNavigator(navigate);
    useSessionStore.getState().signIn(sessionRecordFixture('tok-123'));

    const error = await rejectionOf(createApiClient(BACKEND).post('api/Echo', {}));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).message).toBe('Voucher is locked');
    expect(useToastRequests.getState().pending).toEqual([]);
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('reportApiFailure', () => {
  it('on a 401 without a session shows the toast but does not navigate', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    await reportApiFailure(new ApiError(401, 'Your Login Session is over please login again'));
    expect(useToastRequests.getState().pending.map((toast) => toast.text)).toEqual([
      'Your Login Session is over please login again',
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a 401 with a session navigates to the login page and signs out', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    useSessionStore.getState().signIn(sessionRecordFixture('tok-123'));
    await reportApiFailure(new ApiError(401, 'Your Login Session is over please login again'));
    expect(navigate).toHaveBeenCalledWith('/sessions/login');
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('userdetails')).toBeNull();
  });

  it('on a network failure queues a warning toast', async () => {
    await reportApiFailure(new ApiError(101, 'Network Error please check your connection'));
    const { pending } = useToastRequests.getState();
    expect(pending).toHaveLength(1);
    expect(pending[0]?.text).toBe('Network Error please check your connection');
  });

  it('does nothing for other failures', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    useSessionStore.getState().signIn(sessionRecordFixture('tok-123'));
    await reportApiFailure(new ApiError(500, 'Server error'));
    await reportApiFailure(new ApiError(422, 'Refused'));
    expect(useToastRequests.getState().pending).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});
