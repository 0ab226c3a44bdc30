import type { SessionRecord } from '../../lib/session/session-types';

/** Test helpers: calls to the demo backend as the client makes them. */
export const API = 'http://localhost/api';

export function postLogin(body: unknown): Promise<Response> {
  return fetch(`${API}/LoginControl/LoginVerification`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Signs in and returns the session record; throws when the sign-in is refused. */
export async function signIn(customerCode: number, userName: string, password: string): Promise<SessionRecord> {
  const response = await postLogin({ customerCode, userName, password });
  const record = (await response.json()) as SessionRecord | null;
  if (!record) throw new Error(`sign-in refused for ${customerCode}/${userName}`);
  return record;
}

export function getProducts(token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API}/products`, { headers });
}
