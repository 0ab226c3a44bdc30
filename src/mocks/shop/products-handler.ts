import { http, HttpResponse } from 'msw';
import { getDemoDb } from '../core/db/demo-db';
import { requireSession } from '../core/sessions/auth';

/** The 'seeded' marker of the catalogue (one for every company: the shop is public). */
const CATALOGUE_MARKER = 'shop.products';

/** Puts the demo catalogue in place the first time it is asked for (the seed data is a chunk of its own). */
async function ensureCatalogue(): Promise<void> {
  const db = await getDemoDb();
  if (await db.get('seeded', CATALOGUE_MARKER)) return;
  const { DEMO_PRODUCTS } = await import('./seeds/products');
  const tx = db.transaction(['products', 'seeded'], 'readwrite');
  if (!(await tx.objectStore('seeded').get(CATALOGUE_MARKER))) {
    for (const product of DEMO_PRODUCTS) void tx.objectStore('products').put(product);
    void tx.objectStore('seeded').put(true, CATALOGUE_MARKER);
  }
  await tx.done;
}

/**
 * GET api/products: the public shop's catalogue. A visitor (no Authorization header) reads it;
 * a request that does carry a token must carry a live one, as every other call.
 */
export const productsHandler = http.get('*/api/products', async ({ request }) => {
  if (request.headers.has('Authorization')) {
    const session = await requireSession(request);
    if (session instanceof Response) return session;
  }
  await ensureCatalogue();
  const db = await getDemoDb();
  return HttpResponse.json(await db.getAll('products'));
});
