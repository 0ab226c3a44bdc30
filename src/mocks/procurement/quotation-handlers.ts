import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { QUOTATION_ENDPOINTS as API } from '../../modules/procurement/quotations/quotation-endpoints';
import { wireDay } from '../../lib/format/wire-day';
import { answerOnce } from '../core/idempotency';
import { readJson, validationAnswer } from '../core/read-json';
import { readCheck, screenCheck } from './enquiry-access';
import { changeQuotation, createQuotation } from './quotation-save';
import { quotationAnswer, quotationRequirements, quotationRows } from './quotation-views';
import { member, traCheckOf } from '../core/body-members';

const post = (endpoint: string, answer: (request: Request) => Promise<Response>) =>
  http.post(`*/${endpoint}`, ({ request }) => answer(request));
const check = (request: Request, transaction: number, access: 'read' | 'write') =>
  screenCheck('purQuotations', request, transaction, access);

const requirements = post(API.requirements, async (request) => {
  const session = await check(request, TRANSACTION.view, 'read');
  return session instanceof Response ? session : HttpResponse.json(await quotationRequirements(session.companyCode));
});

const rows = (endpoint: string, pendingOnly: boolean) =>
  post(endpoint, async (request) => {
    const body = await readJson(request);
    const session = pendingOnly
      ? await check(request, TRANSACTION.approve, 'read')
      : await readCheck('purQuotations', request);
    if (session instanceof Response) return session;
    const from = wireDay(member(body, 'frmDate')) ?? '0000-01-01';
    const to = wireDay(member(body, 'toDate')) ?? '9999-12-31';
    return HttpResponse.json(await quotationRows(session.companyCode, from, to, pendingOnly));
  });

const one = post(API.one, async (request) => {
  const recordId = Number(member(await readJson(request), 'recordId'));
  const session = await readCheck('purQuotations', request);
  if (session instanceof Response) return session;
  return HttpResponse.json(Number.isInteger(recordId) ? await quotationAnswer(session.companyCode, recordId) : null);
});

const save = post(API.save, async (request) => {
  const body = await readJson(request);
  const traCheck = traCheckOf(body);
  if (traCheck !== 1 && traCheck !== 3)
    return HttpResponse.json({ result: 'traCheck must be 1 (create) or 3 (cancel).' });
  const session = await check(request, traCheck, 'write');
  if (session instanceof Response) return session;
  return answerOnce(request, session, async () => {
    if (traCheck === 3)
      return HttpResponse.json({
        result: (await changeQuotation(session, Number(member(member(body, 'header'), 'recordId')), 'Cancel')) ?? 'OK',
      });
    const outcome = await createQuotation(session, body);
    if ('problems' in outcome) return validationAnswer(outcome.problems);
    if ('refusal' in outcome) return HttpResponse.json({ result: outcome.refusal });
    return HttpResponse.json({ result: 'OK', seq: outcome.seq });
  });
});

const approve = post(API.approve, async (request) => {
  const recordId = Number(member(await readJson(request), 'recordId'));
  const session = await check(request, TRANSACTION.approve, 'write');
  if (session instanceof Response) return session;
  return answerOnce(request, session, async () =>
    HttpResponse.json({ result: (await changeQuotation(session, recordId, 'Approve')) ?? 'OK' }),
  );
});

/** The purchase quotations' calls (contract 03 section 3). */
export const quotationHandlers = [
  requirements,
  rows(API.list, false),
  rows(API.approvalQueue, true),
  one,
  save,
  approve,
];
