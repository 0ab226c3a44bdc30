import { http, HttpResponse, type HttpHandler } from 'msw';
import { POS } from '../../../menus/catalogue/pos';
import { counterCodes as counterRights, salesListCode } from '../../../modules/pos/counter/domain/counter-rights';
import { COUNTER_ENDPOINTS as API } from '../../../modules/pos/counter/domain/counter-endpoints';
import { answerOnce } from '../../core/idempotency';
import { oneAtATime } from '../../core/write-queue';
import { readJson } from '../../core/read-json';
import { authorise } from '../../core/sessions/authorise';
import { text, refusal } from '../../core/billing/billing-access';
import { posOneAtATime } from '../../core/billing/billing-store';
import { serverToday, reportDate } from '../../core/server-dates';
import { counterSession } from './counter-access';
import { counterBillRequest } from './counter-bill-input';
import { makeCounterBill } from './counter-bill-make';
import { counterBills, counterDashboard, reprintCounterBill } from './counter-bills';
import { cancelCounterBill } from './counter-cancel';
import { counterRequirements } from './counter-requirements';

type Row = Record<string, unknown>;
const record = (value: unknown): Row => (typeof value === 'object' && value !== null ? (value as Row) : {});

/** Either a counter screen's or the sales list's opening right reads the counter's requirements and bills. */
const READERS = [...counterRights('open'), salesListCode('open')];

/** The demo backend's handlers of counter sales, returns and debit notes. */
export const counterHandlers: HttpHandler[] = [
  http.post(`*/${API.requirements}`, async ({ request }) => {
    const session = await counterSession(request, READERS, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await counterRequirements(session));
  }),
  // traCheck 1 makes and settles a sale (the bill right of a counter screen); 3 cancels one (the sales list's cancel
  // right).
  http.post(`*/${API.bill}`, async ({ request }) => {
    const body = await readJson(request);
    const cancel = Number(body.traCheck ?? body.tracheck) === 3;
    const session = await counterSession(request, cancel ? [salesListCode('cancel')] : counterRights('bill'), 'write');
    if (session instanceof Response) return session;
    if (cancel) {
      const header = record(body.header);
      // Both queues, as a return takes them: the bill (billing store) and the stock and customers' ledger (write
      // queue).
      return answerOnce(request, session, () =>
        posOneAtATime(session.companyCode, () =>
          oneAtATime(session.companyCode, () =>
            cancelCounterBill(session, Number(header.billNo) || 0, text(header.reason)),
          ),
        ),
      );
    }
    if (Number(body.traCheck ?? body.tracheck) !== 1)
      return refusal('A counter bill is made (traCheck 1) or cancelled (traCheck 3).');
    const input = counterBillRequest(body, request.headers.get('Idempotency-Key')?.trim() || crypto.randomUUID());
    if (typeof input === 'string') return refusal(input);
    return answerOnce(request, session, () =>
      posOneAtATime(session.companyCode, () => makeCounterBill(session, input)),
    );
  }),
  http.post(`*/${API.bills}`, async ({ request }) => {
    const session = await counterSession(request, READERS, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const today = serverToday();
    const from = body.frmDate === undefined || body.frmDate === '' ? today : reportDate(body.frmDate);
    const to = body.toDate === undefined || body.toDate === '' ? from : reportDate(body.toDate);
    if (!from || !to) return HttpResponse.json({ message: 'Give the dates as dd-MMM-yyyy.' }, { status: 400 });
    return HttpResponse.json(await counterBills(session, from, to, text(body.detail)));
  }),
  http.post(`*/${API.reprint}`, async ({ request }) => {
    const session = await counterSession(request, [salesListCode('reprint')], 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return answerOnce(request, session, () =>
      posOneAtATime(session.companyCode, () => reprintCounterBill(session, Number(body.recordId) || 0)),
    );
  }),
  // The sales dashboard (its declaration's route) from the stored counter bills, before the generic dashboards.
  http.post(`*/${API.dashboard}`, async ({ request }) => {
    const session = await authorise(request, POS.salSalesdashboard.code!, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await counterDashboard(session.companyCode, serverToday()));
  }),
];
