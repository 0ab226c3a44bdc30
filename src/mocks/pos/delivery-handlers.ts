import { http, HttpResponse } from 'msw';
import { deliveryCode } from '../../kits/billing/domain/billing-rights';
import { POS_BILLING_ENDPOINTS as API } from '../../kits/billing/domain/pos-endpoints';
import { answerOnce } from '../core/idempotency';
import { readJson } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { inPeriod } from '../core/server-dates';
import { wireDate } from '../core/server-dates';
import { refusal } from '../core/billing/billing-access';
import { billsOf, deliveriesOf, posOneAtATime } from '../core/billing/billing-store';
import { createDelivery, modifyDelivery, withBill } from './delivery-save';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Delivery orders (their own screen's rights, 5.2.3): the list of a period and create / modify. */
export const posDeliveryHandlers = [
  http.post(`*/${API.deliveries}`, async ({ request }) => {
    const session = await authorise(request, deliveryCode('view'), 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const [from, to] = [wireDate(body.frmDate), wireDate(body.toDate)];
    const bills = [...(await billsOf(session.companyCode)).values()];
    const rows = [...(await deliveriesOf(session.companyCode)).values()].filter((delivery) =>
      inPeriod(delivery.dat, from, to),
    );
    return HttpResponse.json(rows.sort((a, b) => b.recordId - a.recordId).map((delivery) => withBill(delivery, bills)));
  }),
  http.post(`*/${API.saveDelivery}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck ?? body.tracheck);
    if (traCheck !== 1 && traCheck !== 2)
      return refusal('traCheck must be 1 (create) or 2 (modify): a delivery is cancelled by its status, not deleted.');
    const session = await authorise(request, deliveryCode(traCheck === 1 ? 'create' : 'modify'), 'write');
    if (session instanceof Response) return session;
    const input = record(body.delivery);
    return answerOnce(request, session, () =>
      posOneAtATime(session.companyCode, () =>
        traCheck === 1 ? createDelivery(session, input) : modifyDelivery(session, input),
      ),
    );
  }),
];
