import { server } from '../../node';
import { getProducts, signIn } from '../../testing/demo-requests';
import { closeDemoDb, getDemoDb, resetDemoDb, userKey } from './demo-db';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await resetDemoDb();
});
afterAll(() => server.close());

describe('demo database', () => {
  it('seeds two users per company holding only a password hash', async () => {
    const db = await getDemoDb();
    const users = await db.getAll('users');
    expect(users).toHaveLength(16 * 2);
    const text = JSON.stringify(users);
    expect(text).not.toContain('admin123');
    expect(text).not.toContain('staff123');
    for (const user of users) {
      expect(user).not.toHaveProperty('password');
      expect(user.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(await db.get('users', userKey(13010, 'ADMIN'))).toMatchObject({ rCode: 'ADMINISTRATOR' });
  });

  it('puts the shop catalogue in place on its first request, once', async () => {
    const db = await getDemoDb();
    expect(await db.count('products')).toBe(0);
    expect((await getProducts()).status).toBe(200);
    const count = await db.count('products');
    expect(count).toBeGreaterThanOrEqual(20);
    expect((await getProducts()).status).toBe(200);
    expect(await db.count('products')).toBe(count);
  });

  it('keeps the sign-in across a re-opened connection', async () => {
    const { usr } = await signIn(1007, 'admin', 'admin123');
    const first = await getDemoDb();
    await closeDemoDb();
    const second = await getDemoDb();
    expect(second).not.toBe(first);
    expect(await second.get('tokens', usr.kCode)).toMatchObject({ companyCode: 1007, userName: 'admin' });
    expect((await getProducts(usr.kCode)).status).toBe(200);
  });

  it('starts afresh after a reset', async () => {
    const { usr } = await signIn(1007, 'admin', 'admin123');
    await resetDemoDb();
    expect((await getProducts(usr.kCode)).status).toBe(401);
  });
});
