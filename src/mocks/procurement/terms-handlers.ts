import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { ORDER_TERM_ENDPOINTS as API } from '../../modules/procurement/order-terms/term-endpoints';
import { nextSlno, termProblem, tidyTerm } from '../../modules/procurement/order-terms/term-rules';
import { logActivity } from '../core/activity-log';
import { bodyNumber, member, traCheckOf } from '../core/body-members';
import { readJson } from '../core/read-json';
import type { DemoSession } from '../core/sessions/auth';
import { queuedWrite, refusal, screenSession } from '../core/sessions/screen-session';
import { branchOf } from './request-store';
import { removeTerm, storedTerms, storeTerm } from './terms-store';

// The server checks screenCheck(2,8,2,0); our tax assignings hold 8/2, so the terms use their own screen's code (8/52).
const SCREEN = PROCUREMENT.purOrderTerms;

/** `GetPurchaseTerms` (UserInfo): the company's standard terms in their order, stamped as the server stores them. */
const termsRead = http.post(`*/${API.list}`, async ({ request }) => {
  const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const branchId = branchOf(session.companyCode);
  return HttpResponse.json(
    (await storedTerms(session.companyCode)).map((term) => ({ ...term, branchId, customerCode: session.companyCode })),
  );
});

const log = (session: DemoSession, action: 'Create' | 'Delete', slno: number, term: string) =>
  logActivity(session, { module: 'procurement', action, subject: 'Order term', reference: String(slno), detail: term });

async function addTerm(session: DemoSession, text: string): Promise<Response> {
  const terms = await storedTerms(session.companyCode);
  const problem = termProblem(text, terms);
  if (problem) return refusal(problem);
  const term = { slno: nextSlno(terms), term: tidyTerm(text) };
  await storeTerm(session.companyCode, term);
  await log(session, 'Create', term.slno, term.term);
  return HttpResponse.json({ recordId: term.slno, result: 'OK' });
}

async function deleteTerm(session: DemoSession, slno: number | null): Promise<Response> {
  const term = (await storedTerms(session.companyCode)).find((stored) => stored.slno === slno);
  if (!term) return refusal('This term is no longer there: it may have been deleted already.');
  await removeTerm(session.companyCode, term.slno);
  await log(session, 'Delete', term.slno, term.term);
  return HttpResponse.json({ recordId: term.slno, result: 'OK' });
}

/**
 * `SetPurchaseTerm { term: { term, slno }, traCheck, usr }`: 1 adds the term as the next Slno, 3 deletes it by Slno.
 */
const termSave = http.post(`*/${API.save}`, async ({ request }) => {
  const body = await readJson(request);
  const traCheck = traCheckOf(body);
  if (traCheck !== 1 && traCheck !== 3)
    return refusal('An order term is added (traCheck 1) or deleted (3); it is not changed.');
  const session = await screenSession(
    request,
    SCREEN,
    traCheck === 1 ? TRANSACTION.create : TRANSACTION.delete,
    'write',
  );
  if (session instanceof Response) return session;
  const sent = member(body, 'term');
  const text = member(sent, 'term');
  return queuedWrite(request, session, () =>
    traCheck === 1
      ? addTerm(session, typeof text === 'string' ? text : '')
      : deleteTerm(session, bodyNumber(member(sent, 'slno'))),
  );
});

/** The standard order terms master (contract 03 section 4). */
export const termHandlers: HttpHandler[] = [termsRead, termSave];
