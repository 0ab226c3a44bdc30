import { http } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { hrdSession, hrdWrite, refusal } from '../hrd-session';
import { num } from './recruit-read';

type Save = (session: DemoSession, body: Record<string, unknown>, traCheck: number) => Promise<Response>;

/**
 * A recruitment save route: create (1), change (2) or delete (3), any other traCheck refused with `unclear`; then the
 * server's screenCheck(8, 2, 2, traCheck) (create, modify or delete on the screen) and the save in the write queue.
 */
export function recruitSaveRoute(route: string, screen: ScreenDeclaration, unclear: string, save: Save) {
  return http.post(`*/${route}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = num(body.traCheck);
    if (![1, 2, 3].includes(traCheck)) return refusal(unclear);
    const session = await hrdSession(
      request,
      screen,
      traCheck === 1 ? TRANSACTION.create : traCheck === 2 ? TRANSACTION.modify : TRANSACTION.delete,
      'write',
    );
    if (session instanceof Response) return session;
    return hrdWrite(request, session, () => save(session, body, traCheck));
  });
}
