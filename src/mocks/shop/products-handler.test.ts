import { getDemoDb, resetDemoDb } from '../core/db/demo-db';
import { server } from '../node';
import type { DemoProduct } from './seeds/products';
import { API, getProducts, signIn } from '../testing/demo-requests';
import { SESSION_OVER_MESSAGE } from '../core/sessions/auth';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await resetDemoDb();
});
afterAll(() => server.close());

describe('GET api/products', () => {
  it('answers a visitor without a token (the shop is public)', async () => {
    const response = await getProducts();
    expect(response.status).toBe(200);
    expect(((await response.json()) as DemoProduct[]).length).toBeGreaterThanOrEqual(20);
  });

  it('answers 401 for an unknown token', async () => {
    const response = await getProducts('not-a-token');
    expect(response.status).toBe(401);
  });

  it('answers the products for the token issued at sign-in', async () => {
    const { usr } = await signIn(1014, 'staff', 'staff123');
    const response = await getProducts(usr.kCode);
    expect(response.status).toBe(200);
    const products = (await response.json()) as DemoProduct[];
    expect(products.length).toBeGreaterThanOrEqual(20);
    for (const product of products) {
      expect(['speaker', 'headphone', 'watch', 'phone']).toContain(product.category);
      expect(product.photo).toMatch(/^\/products\/[a-z0-9-]+\.svg$/);
      expect(product.price.sale).toBeLessThanOrEqual(product.price.previous);
      expect(['info', 'primary', 'success', 'warning', 'red']).toContain(product.badge.color);
    }
  });

  it('answers 401 once the token has expired', async () => {
    const { usr } = await signIn(1001, 'admin', 'admin123');
    const db = await getDemoDb();
    const stored = await db.get('tokens', usr.kCode);
    expect(stored).toBeDefined();
    if (!stored) return;
    const tx = db.transaction('tokens', 'readwrite');
    await Promise.all([tx.store.put({ ...stored, expiresAt: Date.now() - 1000 }), tx.done]);
    const response = await getProducts(usr.kCode);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: SESSION_OVER_MESSAGE });
    expect(SESSION_OVER_MESSAGE).toBe('Your Login Session is over please login again');
  });
});

describe('the calls of the signed-in area', () => {
  it.each(['invoices', 'mails'])(
    'GET api/%s answers 401 with the session-over message without a token',
    async (path) => {
      const response = await fetch(`${API}/${path}`, { headers: { 'Content-Type': 'application/json' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: SESSION_OVER_MESSAGE });
    },
  );
});
