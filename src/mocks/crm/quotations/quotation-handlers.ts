import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { CRM } from '../../../menus/catalogue/crm';
import { CRM_QUOTATION_ENDPOINTS as API } from '../../../modules/crm/quotations/quotation-endpoints';
import { wireDay } from '../../../lib/format/wire-day';
import { readJson, validationAnswer } from '../../core/read-json';
import { queuedWrite, refusal, screenSession } from '../../core/sessions/screen-session';
import { member, traCheckOf } from '../../core/body-members';
import { logActivity } from '../../core/activity-log';
import { approveQuotation, changeQuotation, createQuotation, type SaveOutcome } from './quotation-save';
import { quotationAnswer, quotationRequirements, quotationRows } from './quotation-views';
import { storedCrmQuotation } from './quotation-store';

const post = (endpoint: string, answer: (request: Request) => Promise<Response>) =>
  http.post(`*/${endpoint}`, ({ request }) => answer(request));
const SCREEN = CRM.crmQuotations;
/** The quotations may be read with the screen's view right or the approvals screen's approve right. */
async function readSession(request: Request) {
  const viewer = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
  return viewer instanceof Response
    ? screenSession(request, CRM.crmQuotationApprovals, TRANSACTION.approve, 'read')
    : viewer;
}
const answerOf = (outcome: SaveOutcome) =>
  'problems' in outcome
    ? validationAnswer(outcome.problems)
    : 'refusal' in outcome
      ? refusal(outcome.refusal)
      : HttpResponse.json({ result: 'OK', seq: outcome.seq, recordId: outcome.recordId });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requirements = post(API.requirements, async (request) => {
  const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(await quotationRequirements(session.companyCode));
});

const list = post(API.list, async (request) => {
  const body = await readJson(request);
  const session = await readSession(request);
  if (session instanceof Response) return session;
  return HttpResponse.json(
    await quotationRows(
      session.companyCode,
      wireDay(member(body, 'frmDate')) ?? '0000-01-01',
      wireDay(member(body, 'toDate')) ?? '9999-12-31',
      false,
    ),
  );
});

const queue = post(API.approvalQueue, async (request) => {
  const session = await screenSession(request, CRM.crmQuotationApprovals, TRANSACTION.approve, 'read');
  return session instanceof Response
    ? session
    : HttpResponse.json(await quotationRows(session.companyCode, '', '', true));
});

const one = post(API.one, async (request) => {
  const recordId = Number(member(await readJson(request), 'recordId'));
  const session = await readSession(request);
  if (session instanceof Response) return session;
  return HttpResponse.json(Number.isInteger(recordId) ? await quotationAnswer(session.companyCode, recordId) : null);
});

const save = post(API.save, async (request) => {
  const body = await readJson(request);
  const traCheck = traCheckOf(body);
  if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
    return refusal('traCheck must be 1 (create), 2 (modify) or 3 (delete).');
  const session = await screenSession(request, SCREEN, traCheck, 'write');
  if (session instanceof Response) return session;
  return queuedWrite(request, session, async () =>
    answerOf(traCheck === 1 ? await createQuotation(session, body) : await changeQuotation(session, body, traCheck)),
  );
});

const approve = post(API.approve, async (request) => {
  const recordId = Number(member(await readJson(request), 'recordId'));
  const session = await screenSession(request, CRM.crmQuotationApprovals, TRANSACTION.approve, 'write');
  if (session instanceof Response) return session;
  return queuedWrite(request, session, async () => refusal((await approveQuotation(session, recordId)) ?? 'OK'));
});

/** Print (7) and our mail (9): the quotation must exist; the mail needs an address; each is logged. */
const sendOut = (endpoint: string, transaction: 7 | 9) =>
  post(endpoint, async (request) => {
    const body = await readJson(request);
    const session = await screenSession(request, SCREEN, transaction, 'write');
    if (session instanceof Response) return session;
    const recordId = Number(member(body, 'recordId'));
    const stored = Number.isInteger(recordId) ? await storedCrmQuotation(session.companyCode, recordId) : undefined;
    if (!stored) return refusal(`There is no sale quotation ${String(member(body, 'recordId'))}.`);
    const address = String(member(body, 'detail') ?? '').trim();
    if (transaction === 9 && !EMAIL.test(address)) return refusal('Give an e-mail address to send the quotation to.');
    await logActivity(session, {
      module: 'crm',
      action: transaction === 7 ? 'Print' : 'Mail',
      subject: 'Sale quotation',
      reference: stored.header.seq,
      detail: transaction === 7 ? 'Printed' : `Mailed to ${address}`,
    });
    return HttpResponse.json(
      transaction === 7
        ? { result: 'OK', filename: `${stored.header.seq}.pdf` }
        : { result: 'OK', detail: `Quotation ${stored.header.seq} mailed to ${address}.` },
    );
  });

/** The sale quotations' calls (05-crm §2) and our mail. */
export const quotationHandlers: HttpHandler[] = [
  requirements,
  list,
  queue,
  one,
  save,
  approve,
  sendOut(API.print, 7),
  sendOut(API.mail, 9),
];
