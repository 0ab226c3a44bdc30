// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDemoDb } from './core/db/demo-db';
import { startContractServer } from './contract-server';

let server: Awaited<ReturnType<typeof startContractServer>>;
beforeAll(async () => {
  await resetDemoDb();
  server = await startContractServer();
});
afterAll(() => server.close());

const ORIGIN = 'http://127.0.0.1:4173';
const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
const LOGIN = 'api/LoginControl/LoginVerification';

describe('the contract server', () => {
  it('lets a page of this machine call it across origins, with the bearer header', async () => {
    const preflight = await fetch(`${server.url}${LOGIN}`, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Idempotency-Key/);
    const elsewhere = await fetch(`${server.url}${LOGIN}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('signs in, answers null for a wrong password, and checks the bearer token after', async () => {
    const signedIn = (await (
      await post(LOGIN, { customerCode: 1002, userName: 'admin', password: 'admin123' })
    ).json()) as {
      usr: { kCode: string };
    };
    expect(signedIn.usr.kCode).not.toBe('');
    expect(await (await post(LOGIN, { customerCode: 1002, userName: 'admin', password: 'nope' })).json()).toBeNull();
    const list = 'api/PurchaseRequests/GetPurchaseRequests';
    const usr = signedIn.usr;
    expect((await post(list, { usr }, { Authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await post(list, { usr }, { Authorization: `Bearer ${usr.kCode}` })).status).toBe(200);
  });

  it('refuses a body its route does not read with the 400 the client reads field by field, and logs it', async () => {
    // The server says each violation on its console too; here it is the expected one.
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await post(LOGIN, { customerCode: 1002, user: 'admin', password: 'admin123' });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(answer.errors)).toContain('userName');
    const log = (await (await fetch(`${server.url}__contract/log`)).json()) as { violations: { field: string }[] };
    expect(log.violations.map((violation) => violation.field)).toContain('userName');
    expect(said).toHaveBeenCalledOnce();
    said.mockRestore();
    server.violations.splice(0);
  });

  it('fails a route on purpose as a deployment can: 401, no answer, a dropped connection', async () => {
    await fetch(`${server.url}__contract/faults`, {
      method: 'POST',
      body: JSON.stringify({ [LOGIN]: 'unauthorized', 'api/X/Slow': 'timeout', 'api/X/Dropped': 'close' }),
    });
    expect((await post(LOGIN, {})).status).toBe(401);
    await expect(post('api/X/Dropped', {})).rejects.toThrow();
    await expect(
      fetch(`${server.url}api/X/Slow`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    await fetch(`${server.url}__contract/faults`, { method: 'POST', body: '{}' });
    expect((await post(LOGIN, { customerCode: 1002, userName: 'admin', password: 'nope' })).status).toBe(200);
  });
});
