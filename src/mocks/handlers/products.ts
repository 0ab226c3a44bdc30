import { http, HttpResponse } from 'msw';
import { getDemoDb } from '../db/demo-db';
import { requireSession } from './auth';

/** GET api/products: the demo products, for a signed-in user only. */
export const productsHandler = http.get('*/api/products', async ({ request }) => {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  const db = await getDemoDb();
  return HttpResponse.json(await db.getAll('products'));
});
