import { http, type HttpHandler } from 'msw';
import type { TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { readJson } from '../read-json';
import type { DemoSession } from './auth';
import { queuedWrite, screenSession } from './screen-session';

type Transaction = (typeof TRANSACTION)[keyof typeof TRANSACTION];

/**
 * A save route whose right hangs on what the body asks (its traCheck: a create, a change or a cancel): the session
 * with that right on the screen, then the save once per Idempotency-Key and one at a time per company.
 */
export function queuedSaveRoute(
  endpoint: string,
  screen: ScreenDeclaration,
  rightFor: (traCheck: number) => Transaction,
  save: (session: DemoSession, body: Record<string, unknown>) => Promise<Response>,
): HttpHandler {
  return http.post(`*/${endpoint}`, async ({ request }) => {
    const body = await readJson(request);
    const session = await screenSession(request, screen, rightFor(Number(body.traCheck)), 'write');
    if (session instanceof Response) return session;
    return queuedWrite(request, session, () => save(session, body));
  });
}
