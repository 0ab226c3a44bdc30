import { http, HttpResponse, type JsonBodyType } from 'msw';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { member, traCheckOf } from '../core/body-members';
import { answerOnce } from '../core/idempotency';
import { readJson, validationAnswer } from '../core/read-json';
import type { DemoSession } from '../core/sessions/auth';
import { readCheck, screenCheck, type Screen } from './enquiry-access';

type Created = { seq: string } | { refusal: string } | { problems: Record<string, string> };
type Change = (session: DemoSession, recordId: number, action: 'Cancel' | 'Approve') => Promise<string | null>;

export const post = (endpoint: string, answer: (request: Request) => Promise<Response>) =>
  http.post(`*/${endpoint}`, ({ request }) => answer(request));

const recordIdOf = async (request: Request) => Number(member(await readJson(request), 'recordId'));

/**
 * The calls an enquiry and a quotation answer alike (contract 03 sections 2 and 3): the screen's rights, one
 * document, a save that creates (traCheck 1) or cancels (3) and is answered once per attempt, and the approval.
 */
export function documentCalls(screen: Screen, change: Change) {
  const check = (request: Request, transaction: number, access: 'read' | 'write') =>
    screenCheck(screen, request, transaction, access);
  return {
    check,
    requirements: (endpoint: string, load: (companyCode: number) => Promise<JsonBodyType>) =>
      post(endpoint, async (request) => {
        const session = await check(request, TRANSACTION.view, 'read');
        return session instanceof Response ? session : HttpResponse.json(await load(session.companyCode));
      }),
    one: (endpoint: string, load: (companyCode: number, recordId: number) => Promise<JsonBodyType>) =>
      post(endpoint, async (request) => {
        const recordId = await recordIdOf(request);
        const session = await readCheck(screen, request);
        if (session instanceof Response) return session;
        return HttpResponse.json(Number.isInteger(recordId) ? await load(session.companyCode, recordId) : null);
      }),
    save: (endpoint: string, create: (session: DemoSession, body: Record<string, unknown>) => Promise<Created>) =>
      post(endpoint, async (request) => {
        const body = await readJson(request);
        const traCheck = traCheckOf(body);
        if (traCheck !== 1 && traCheck !== 3)
          return HttpResponse.json({ result: 'traCheck must be 1 (create) or 3 (cancel).' });
        const session = await check(request, traCheck, 'write');
        if (session instanceof Response) return session;
        return answerOnce(request, session, async () => {
          if (traCheck === 3) {
            const recordId = Number(member(member(body, 'header'), 'recordId'));
            return HttpResponse.json({ result: (await change(session, recordId, 'Cancel')) ?? 'OK' });
          }
          const outcome = await create(session, body);
          if ('problems' in outcome) return validationAnswer(outcome.problems);
          if ('refusal' in outcome) return HttpResponse.json({ result: outcome.refusal });
          return HttpResponse.json({ result: 'OK', seq: outcome.seq });
        });
      }),
    approve: (endpoint: string) =>
      post(endpoint, async (request) => {
        const recordId = await recordIdOf(request);
        const session = await check(request, TRANSACTION.approve, 'write');
        if (session instanceof Response) return session;
        return answerOnce(request, session, async () =>
          HttpResponse.json({ result: (await change(session, recordId, 'Approve')) ?? 'OK' }),
        );
      }),
  };
}
