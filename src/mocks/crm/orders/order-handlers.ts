import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { CRM } from '../../../menus/catalogue/crm';
import { ORDER_ENDPOINTS as API } from '../../../modules/crm/orders/order-endpoints';
import { readJson, validationAnswer } from '../../core/read-json';
import { queuedWrite, screenSession } from '../../core/sessions/screen-session';
import { member, traCheckOf } from '../../core/body-members';
import { wireDate } from '../../core/server-dates';
import { readOrderInput } from './order-input';
import { approveOrder, countPrint, deleteOrder, saveOrder } from './order-save';
import { orderAnswer, orderRequirements, orderRows, pendingOrderRows } from './order-views';

const post = (endpoint: string, answer: (request: Request) => Promise<Response>) =>
  http.post(`*/${endpoint}`, ({ request }) => answer(request));
const result = (refused: string | null, recordId?: number) =>
  HttpResponse.json(refused ? { result: refused } : { result: 'OK', recordId });
const period = (body: Record<string, unknown>) => ({
  from: wireDate(member(body, 'frmDate')) ?? '0000-01-01',
  to: wireDate(member(body, 'toDate')) ?? '9999-12-31',
});

const requirements = post(API.requirements, async (request) => {
  const session = await screenSession(request, CRM.crmOrders, TRANSACTION.view, 'read');
  return session instanceof Response ? session : HttpResponse.json(await orderRequirements(session.companyCode));
});

const list = post(API.list, async (request) => {
  const session = await screenSession(request, CRM.crmOrders, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const { from, to } = period(await readJson(request));
  return HttpResponse.json(await orderRows(session.companyCode, from, to, false));
});

const queue = post(API.approvalQueue, async (request) => {
  const session = await screenSession(request, CRM.crmOrderApproval, TRANSACTION.view, 'read');
  return session instanceof Response ? session : HttpResponse.json(await orderRows(session.companyCode, '', '', true));
});

// Mend: the contract's SetSaleOrderForApprovals checks no right; ours needs approve (98) on crm-order-approval.
const approve = post(API.approve, async (request) => {
  const recordId = Number(member(await readJson(request), 'recordId'));
  const session = await screenSession(request, CRM.crmOrderApproval, TRANSACTION.approve, 'write');
  if (session instanceof Response) return session;
  return queuedWrite(request, session, async () => result(await approveOrder(session, recordId), recordId));
});

const one = post(API.one, async (request) => {
  const recordId = Number(member(await readJson(request), 'recordId'));
  const session = await screenSession(request, CRM.crmOrders, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(Number.isInteger(recordId) ? await orderAnswer(session.companyCode, recordId) : null);
});

const save = post(API.save, async (request) => {
  const body = await readJson(request);
  const traCheck = traCheckOf(body);
  if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
    return HttpResponse.json({ result: 'traCheck must be 1 (create), 2 (modify) or 3 (delete).' });
  const session = await screenSession(request, CRM.crmOrders, traCheck, 'write');
  if (session instanceof Response) return session;
  const input = readOrderInput(body);
  return queuedWrite(request, session, async () => {
    if (traCheck === 3) return result(await deleteOrder(session, input.recordId), input.recordId);
    const outcome = await saveOrder(session, input, traCheck);
    if ('problems' in outcome) return validationAnswer(outcome.problems);
    if ('refusal' in outcome) return HttpResponse.json({ result: outcome.refusal });
    return HttpResponse.json({ result: 'OK', recordId: outcome.recordId, seq: outcome.seq });
  });
});

const print = post(API.print, async (request) => {
  const recordId = Number(member(await readJson(request), 'recordId'));
  const session = await screenSession(request, CRM.crmOrders, TRANSACTION.print, 'write');
  if (session instanceof Response) return session;
  return queuedWrite(request, session, async () => result(await countPrint(session, recordId), recordId));
});

const pending = post(API.pendingLines, async (request) => {
  const session = await screenSession(request, CRM.crmRepPendingOrders, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const { from, to } = period(await readJson(request));
  return HttpResponse.json(await pendingOrderRows(session.companyCode, from, to));
});

/** The CRM sale orders, their approvals and the pending order lines report. */
export const orderHandlers: HttpHandler[] = [requirements, list, queue, approve, one, save, print, pending];
