import { http, HttpResponse, type HttpHandler } from 'msw';
import type { TransactionName } from '../../../lib/permissions/permission-code';
import type { OnlineOrder } from '../../../modules/pos/online/domain/online-order-types';
import { ONLINE_ORDER_ENDPOINTS as API } from '../../../modules/pos/online/domain/online-order-types';
import { DESK_OF, isFinished, isStatus } from '../../../modules/pos/online/domain/order-status';
import { serverToday } from '../../core/server-dates';
import { answerOnce } from '../../core/idempotency';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { wireDate } from '../../core/server-dates';
import { text } from '../../core/billing/billing-access';
import { posOneAtATime } from '../../core/billing/billing-store';
import { readerSession, writerSession } from './online-access';
import { billOrder } from './online-bill';
import { onlineDashboardHandler } from './online-dashboard-handler';
import { assignBoy, moveOrder } from './online-moves';
import { onlineOrdersOf } from './online-order-store';
import { onlineShopHandlers } from './online-shop-handlers';

type Body = Record<string, unknown>;

/** A staff write: the desk's right, then once per Idempotency-Key, one write at a time per company. */
function write(
  route: string,
  right: (body: Body) => Parameters<typeof writerSession>[1],
  transaction: TransactionName,
  work: (session: DemoSession, body: Body) => Promise<Response>,
) {
  return http.post(`*/${route}`, async ({ request }) => {
    const body = await readJson(request);
    const session = await writerSession(request, right(body), transaction);
    if (session instanceof Response) return session;
    return answerOnce(request, session, () => posOneAtATime(session.companyCode, () => work(session, body)));
  });
}

/** The staff's list: the orders placed in the period, and every order not yet finished whenever it was placed. */
const listHandler = http.post(`*/${API.list}`, async ({ request }) => {
  const session = await readerSession(request);
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const today = serverToday();
  const from = body.frmDate ? wireDate(body.frmDate) : today;
  const to = body.toDate ? wireDate(body.toDate) : today;
  if (!from || !to) return HttpResponse.json({ message: 'Give the period as dates (dd-MMM-yyyy).' }, { status: 400 });
  const orders = (await onlineOrdersOf(session.companyCode)).filter(
    (order: OnlineOrder) => !isFinished(order.status) || (order.dat >= from && order.dat <= to),
  );
  return HttpResponse.json(orders.sort((a, b) => b.recordId - a.recordId));
});

/**
 * The demo backend's handlers of the shop's online orders, their dispatch, billing and dashboard (and the shop's public
 * calls).
 */
export const onlineOrderHandlers: HttpHandler[] = [
  listHandler,
  onlineDashboardHandler,
  write(
    API.status,
    (body) => (isStatus(body.status) ? DESK_OF[body.status] : 'orders'),
    'modify',
    (session, body) => moveOrder(session, body.recordId, body.status, text(body.detail)),
  ),
  write(
    API.deliveryBoy,
    () => 'dispatches',
    'modify',
    (session, body) => assignBoy(session, body.recordId, text(body.deliveryBoy)),
  ),
  write(
    API.bill,
    () => 'billing',
    'create',
    (session, body) => billOrder(session, body.recordId, text(body.billId)),
  ),
  ...onlineShopHandlers,
];
