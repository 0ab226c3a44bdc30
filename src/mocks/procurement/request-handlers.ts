import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { wireDay } from '../../lib/format/wire-day';
import { REQUEST_ENDPOINTS as API } from '../../modules/procurement/requests/request-endpoints';
import { answerOnce } from '../core/idempotency';
import { connectPurchaseRequests } from '../core/purchase-requests';
import { readJson, validationAnswer } from '../core/read-json';
import { readCheck, requestCheck } from './request-access';
import { approvalQueue, approveLines, pendingItems } from './request-approval';
import { requestHistoryHandlers } from './request-history-handlers';
import { readApprovalInput, readSaveInput } from './request-input';
import { member, traCheckOf } from '../core/body-members';
import { requestMasterData } from './request-masters';
import { printRequest } from './request-print';
import { saveRequest } from './request-save';
import { nextFreeNumber, storedRequests } from './request-store';
import { requestAnswer, requestListRows } from './request-views';
import { serverToday } from '../core/server-dates';

const post = (endpoint: string, answer: (request: Request) => Promise<Response>) =>
  http.post(`*/${endpoint}`, ({ request }) => answer(request));

const requirements = post(API.requirements, async (request) => {
  const session = await requestCheck(request, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const [requests, { lists }] = await Promise.all([
    storedRequests(session.companyCode),
    requestMasterData(session.companyCode),
  ]);
  return HttpResponse.json({ seq: nextFreeNumber(requests), dat: serverToday(), ...lists });
});

const list = post(API.list, async (request) => {
  const body = await readJson(request);
  const session = await requestCheck(request, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const day = (value: unknown) => (value === undefined || value === null || value === '' ? '' : wireDay(value));
  const from = day(member(body, 'frmDate'));
  const to = day(member(body, 'toDate'));
  if (from === null || to === null)
    return HttpResponse.json(
      { message: 'frmDate and toDate must be dates, e.g. 2026-11-23 or 23-Nov-2026.' },
      { status: 400 },
    );
  return HttpResponse.json(await requestListRows(session.companyCode, from, to || '9999-12-31'));
});

const one = post(API.one, async (request) => {
  const recordId = Number(member(await readJson(request), 'recordId'));
  const session = await requestCheck(request, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(Number.isInteger(recordId) ? await requestAnswer(session.companyCode, recordId) : null);
});

const save = post(API.save, async (request) => {
  const body = await readJson(request);
  const traCheck = traCheckOf(body);
  if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
    return HttpResponse.json({ result: 'tracheck must be 1 (create), 2 (modify) or 3 (cancel).' });
  const session = await requestCheck(request, traCheck, 'write');
  if (session instanceof Response) return session;
  // A retried save (same Idempotency-Key) gets the first answer: no second request.
  return answerOnce(request, session, async () => {
    const outcome = await saveRequest(session, readSaveInput(body), traCheck);
    if ('problems' in outcome) return validationAnswer(outcome.problems);
    if ('refusal' in outcome) return HttpResponse.json({ result: outcome.refusal });
    return HttpResponse.json({ result: 'OK', seq: outcome.seq });
  });
});

const queue = post(API.approvalQueue, async (request) => {
  const session = await requestCheck(request, TRANSACTION.approve, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(await approvalQueue(session.companyCode));
});

const approve = post(API.approve, async (request) => {
  const body = await readJson(request);
  const session = await requestCheck(request, TRANSACTION.approve, 'write');
  if (session instanceof Response) return session;
  return answerOnce(request, session, async () => {
    const refusal = await approveLines(session, readApprovalInput(body));
    return HttpResponse.json({ result: refusal ?? 'OK' });
  });
});

const pending = post(API.pending, async (request) => {
  const session = await readCheck(request);
  if (session instanceof Response) return session;
  return HttpResponse.json(await pendingItems(session.companyCode));
});

const print = post(API.print, async (request) =>
  printRequest(request, Number(member(await readJson(request), 'recordId'))),
);

/** The purchase requests' calls (contract 03 section 1). */
// Production's mass plan raises its purchase requests through this save.
connectPurchaseRequests({
  async raise(session, draft) {
    const outcome = await saveRequest(session, { recordId: 0, draft }, 1);
    if (!('seq' in outcome)) return outcome;
    // The save answers the next free number, as the server does: the request made is the newest.
    const made = (await storedRequests(session.companyCode)).reduce((last, request) =>
      request.header.recordId > last.header.recordId ? request : last,
    );
    return { seq: made.header.seq };
  },
});

// The supplier groups' former list route rides with the requests, whose masters read the groups.
export const requestHandlers = [
  requirements,
  list,
  one,
  save,
  queue,
  approve,
  pending,
  print,
  ...requestHistoryHandlers,
];
