import { getResponse } from 'msw';
import { handlers } from '../src/mocks/handlers';

/**
 * One call through the demo backend's own handlers with `token`'s session, answered and parsed: milliseconds and the
 * answer. Throws, with the answer, when the backend refuses.
 */
export async function handlerCall<T>(
  token: string,
  endpoint: string,
  body: Record<string, unknown>,
  key?: string,
): Promise<{ ms: number; answer: T }> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    ...(key ? { 'Idempotency-Key': key } : {}),
  };
  const request = new Request(`http://bench.local/${endpoint}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...body, usr: {} }),
  });
  const start = performance.now();
  const response = await getResponse(handlers, request);
  const answer = (await response!.json()) as T & { result?: unknown };
  if (!response!.ok || (typeof answer.result === 'string' && answer.result !== 'OK'))
    throw new Error(`${endpoint}: ${JSON.stringify(answer).slice(0, 400)}`);
  return { ms: performance.now() - start, answer };
}
