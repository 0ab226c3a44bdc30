import { NOTICE_ENDPOINTS, type NoticeList } from '../../../lib/notices/notice-types';
import { server } from '../../node';
import { API, signIn } from '../../testing/demo-requests';
import { resetDemoDb } from '../db/demo-db';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await resetDemoDb();
});
afterAll(() => server.close());

const call = async (route: string, token: string, body: unknown) =>
  fetch(`${API}/${route.slice('api/'.length)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

describe('the notifications routes', () => {
  it("list the user's notices with read marks, and keep the client's own keys read", async () => {
    const { usr } = await signIn(1001, 'staff', 'staff123');
    const list = async () => (await (await call(NOTICE_ENDPOINTS.list, usr.kCode, usr)).json()) as NoticeList;
    const [cform] = (await list()).notifications;
    expect(cform).toMatchObject({ key: expect.stringMatching(/^frontoffice\.cform-due:/), read: false });
    expect(new Date(cform!.at).toISOString()).toBe(cform!.at);
    const marked = await call(NOTICE_ENDPOINTS.markRead, usr.kCode, {
      notificationRead: { keys: [cform!.key, 'outbox.not-sent:op-1'] },
      traCheck: 2,
      usr,
    });
    expect(await marked.json()).toEqual({ result: 'OK' });
    expect(await list()).toEqual({
      notifications: [expect.objectContaining({ key: cform!.key, read: true })],
      clientKeysRead: ['outbox.not-sent:op-1'],
    });
  });

  it('refuse a mark without keys or with another traCheck, and answer 401 without a session', async () => {
    const { usr } = await signIn(1001, 'staff', 'staff123');
    const mark = async (body: unknown) => (await call(NOTICE_ENDPOINTS.markRead, usr.kCode, body)).json();
    expect(await mark({ notificationRead: { keys: [] }, traCheck: 2, usr })).toEqual({
      result: 'Name the notifications to mark read.',
    });
    expect(await mark({ notificationRead: { keys: ['a:1'] }, traCheck: 1, usr })).toEqual({
      result: 'Marking read is a change (traCheck 2).',
    });
    expect(await mark({ notificationRead: { keys: ['x'.repeat(201)] }, traCheck: 2, usr })).toEqual({
      result: 'A notification key is a text of 1 to 200 characters.',
    });
    expect((await call(NOTICE_ENDPOINTS.list, 'not-a-token', usr)).status).toBe(401);
  });
});
