import { http, HttpResponse } from 'msw';
import { getDemoDb } from '../db/demo-db';
import { requireSession } from './auth';

/**
 * GET api/products: the public shop's catalogue. A visitor (no Authorization header) reads it;
 * a request that does carry a token must carry a live one, as every other call.
 */
export const productsHandler = http.get('*/api/products', async ({ request }) => {
  if (request.headers.has('Authorization')) {
    const session = await requireSession(request);
    if (session instanceof Response) return session;
  }
  const db = await getDemoDb();
  return HttpResponse.json(await db.getAll('products'));
});
