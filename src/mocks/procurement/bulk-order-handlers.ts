import { http, HttpResponse } from 'msw';
import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { BULK_ORDER_ENDPOINTS as API } from '../../modules/procurement/bulk-orders/bulk-order-endpoints';
import { answerOnce } from '../core/idempotency';
import { readJson, validationAnswer } from '../core/read-json';
import { oneAtATime } from '../core/write-queue';
import { authorise, type Access } from '../core/sessions/authorise';
import { readBulkDetails, readBulkTerms } from './bulk-order-input';
import { saveBulkOrders } from './bulk-order-save';
import { bulkRequirements as requirementsOf, ordersForApproval } from './bulk-order-views';
import { orderRequirements } from './order-requirements';
import { serverToday } from '../core/server-dates';

const post = (endpoint: string, answer: (request: Request) => Promise<Response>) =>
  http.post(`*/${endpoint}`, ({ request }) => answer(request));

/** The contract's screenCheck(usr, 2, 3, 4, tran): the bulk-orders screen. */
function bulkCheck(request: Request, transaction: number, access: Access) {
  const screen = PROCUREMENT.purBulkOrders.code!;
  return authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction), access);
}

const requirements = post(API.requirements, async (request) => {
  const session = await bulkCheck(request, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(await requirementsOf(session.companyCode));
});

const save = post(API.save, async (request) => {
  const body = await readJson(request);
  const session = await bulkCheck(request, TRANSACTION.create, 'write');
  if (session instanceof Response) return session;
  // A retried save (same Idempotency-Key) gets the first answer: no second set of orders.
  return answerOnce(request, session, async () => {
    // One at a time: two bulk orders at once would both read what a request line still awaits and order it twice.
    const outcome = await oneAtATime(session.companyCode, () =>
      saveBulkOrders(session, readBulkDetails(body), readBulkTerms(body)),
    );
    if ('problems' in outcome) return validationAnswer(outcome.problems);
    if ('refusal' in outcome) return HttpResponse.json({ result: outcome.refusal });
    return HttpResponse.json({ result: 'OK', seq: outcome.seqs.join(', ') });
  });
});

/** What the order form reads, with the orders screen's right. */
const orderRequirementsCall = post(API.orderRequirements, async (request) => {
  const session = await authorise(request, PROCUREMENT.purStockOrders.code!, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(await orderRequirements(session.companyCode, serverToday()));
});

/** The approval queue is read with the approvals screen's right (the stock-orders screen, transaction 98). */
const queue = post(API.approvalQueue, async (request) => {
  const session = await authorise(request, PROCUREMENT.purOrderApprovals.code!, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(await ordersForApproval(session.companyCode));
});

/**
 * Bulk orders from approved requests, the orders' approval queue and the order form's requirements (contract 03
 * section 4); approving is the generic document action.
 */
export const bulkOrderHandlers = [requirements, save, queue, orderRequirementsCall];
