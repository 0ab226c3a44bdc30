import { http, HttpResponse, type HttpHandler } from 'msw';
import { POS } from '../../../menus/catalogue/pos';
import { SALE_ADVANCE_ENDPOINTS } from '../../../modules/pos/stock-sales/domain/sale-advance-types';
import { SALE_ENDPOINTS as API } from '../../../modules/pos/stock-sales/domain/stock-sale-endpoints';
import { SALE_CANCELLED } from '../../../modules/pos/stock-sales/domain/stock-sale-types';
import { answerOnce } from '../../core/idempotency';
import { readJson } from '../../core/read-json';
import { requireSession } from '../../core/sessions/auth';
import { oneAtATime } from '../../core/write-queue';
import { inPeriod } from '../../core/server-dates';
import { refusal } from '../../core/sessions/screen-session';
import { wireDate } from '../../core/server-dates';
import { checkRight, logSale } from './sale-activity';
import { advanceSaleOrders } from './sale-advance-routes';
import { clearDispatch, pendingDispatches, regeneratePassCode } from './sale-dispatch';
import { saleNames } from './sale-names';
import { withLivePending } from './sale-receivable';
import { saleRequirements } from './sale-requirements';
import { cancelSale, createSale } from './sale-save';
import { saleOf, salesOf, storeSale } from '../../core/sales/sale-store';
import { stockSalesReportHandlers } from './stock-sales-report-handlers';

const SCREEN = POS.posStockSales;
const route = (endpoint: string) => `*/${endpoint}`;

/** Runs a write in the company's one queue and logs it when it went through. */
async function written(
  companyCode: number,
  work: () => Promise<Response>,
  log: (seq: string) => Promise<void>,
): Promise<Response> {
  return oneAtATime(companyCode, async () => {
    const answer = await work();
    const saved = (await answer
      .clone()
      .json()
      .catch(() => null)) as { result?: string; seq?: string } | null;
    if (saved?.result === 'OK' && saved.seq) await log(saved.seq);
    return answer;
  });
}

/** The demo backend's handlers of stock sales, sale advances and the dispatch gate pass. */
export const stockSalesHandlers: HttpHandler[] = [
  // The sale advances' screen reads its customers here too: either screen's view right reads it.
  http.post(route(API.requirements), async ({ request }) => {
    const own = await checkRight(request, SCREEN, 'view', 'read');
    const session = own instanceof Response ? await checkRight(request, POS.posStockAdvances, 'view', 'read') : own;
    if (session instanceof Response) return session;
    return HttpResponse.json(await saleRequirements(session.companyCode));
  }),
  http.post(route(API.list), async ({ request }) => {
    const session = await checkRight(request, SCREEN, 'view', 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = wireDate(body.frmDate);
    const to = wireDate(body.toDate) ?? from;
    const headers = (await salesOf(session.companyCode))
      .filter((sale) => inPeriod(sale.header.dat, from, to))
      .map((sale) => ({ ...sale.header, passCode: '' }));
    const rows = await withLivePending(session.companyCode, headers);
    return HttpResponse.json(rows.sort((a, b) => b.seq.localeCompare(a.seq)));
  }),
  http.post(route(API.get), async ({ request }) => {
    const session = await checkRight(request, SCREEN, 'view', 'read');
    if (session instanceof Response) return session;
    const sale = await saleOf(session.companyCode, Number((await readJson(request)).recordId));
    return HttpResponse.json(
      sale ? { ...sale, names: await saleNames(session.companyCode, sale), result: 'OK' } : null,
    );
  }),
  http.post(route(API.save), async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck ?? body.tracheck);
    if (traCheck !== 1 && traCheck !== 3)
      return refusal('traCheck must be 1 (create) or 3 (cancel): an invoice is not modified.');
    const session = await checkRight(request, SCREEN, traCheck === 1 ? 'create' : 'delete', 'write');
    if (session instanceof Response) return session;
    const { companyCode, userName } = session;
    return answerOnce(request, session, () =>
      written(
        companyCode,
        async () => {
          if (traCheck === 1) return createSale(session, body);
          const recordId = Number(((body.header ?? {}) as Record<string, unknown>).recordId);
          const sale = await saleOf(companyCode, recordId);
          return sale
            ? cancelSale(companyCode, sale, String(body.reason ?? ''))
            : refusal(`There is no invoice ${recordId}.`);
        },
        async (seq) => {
          const sale = (await salesOf(companyCode)).find((row) => row.header.seq === seq);
          const amount = sale?.header.totalAmt ?? null;
          await logSale(
            companyCode,
            userName,
            traCheck === 1 ? 'Created' : 'Cancelled',
            'Sale invoice',
            seq,
            traCheck === 1 ? `${seq} to ${sale?.header.partyName ?? ''}` : `Reason: ${sale?.header.cancelReason ?? ''}`,
            traCheck === 1 ? [null, amount] : [amount, null],
          );
        },
      ),
    );
  }),
  http.post(route(API.newPassCode), async ({ request }) => {
    const session = await checkRight(request, SCREEN, 'modify', 'write');
    if (session instanceof Response) return session;
    const recordId = Number((await readJson(request)).recordId);
    const { companyCode, userName } = session;
    // Once per Idempotency-Key: a retry after no answer must not replace the code the customer was just given.
    return answerOnce(request, session, () =>
      written(
        companyCode,
        async () => regeneratePassCode(companyCode, await saleOf(companyCode, recordId), recordId),
        (seq) => logSale(companyCode, userName, 'New pass code', 'Sale invoice', seq, 'Pass code made again'),
      ),
    );
  }),
  http.post(route(API.pendingDispatches), async ({ request }) => {
    const session = await checkRight(request, SCREEN, 'view', 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await pendingDispatches(session.companyCode));
  }),
  http.post(route(API.clearDispatch), async ({ request }) => {
    const session = await checkRight(request, SCREEN, 'modify', 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const recordId = Number(body.recordId);
    const { companyCode, userName } = session;
    return answerOnce(request, session, () =>
      written(
        companyCode,
        async () =>
          clearDispatch(
            companyCode,
            await saleOf(companyCode, recordId),
            recordId,
            String(body.detail ?? ''),
            userName,
          ),
        (seq) => logSale(companyCode, userName, 'Dispatched', 'Sale invoice', seq, 'Cleared at the gate'),
      ),
    );
  }),
  // 7 the first time, 8 (reprint) after; counted and logged. The count is read again and written in the write
  // queue: a print beside a cancel (or a gate clearance) must neither undo it nor lose its copy.
  http.post(route(API.print), async ({ request }) => {
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    const recordId = Number((await readJson(request)).recordId);
    const first = await saleOf(peek.companyCode, recordId);
    if (!first) return refusal('This invoice no longer exists.');
    const reprint = first.header.printCount > 0;
    const session = await checkRight(request, SCREEN, reprint ? 'reprint' : 'print', 'write');
    if (session instanceof Response) return session;
    return oneAtATime(session.companyCode, async () => {
      const sale = await saleOf(session.companyCode, recordId);
      if (!sale) return refusal('This invoice no longer exists.');
      if (sale.header.pos === SALE_CANCELLED) return refusal(`Invoice ${sale.header.seq} is cancelled.`);
      const printCount = sale.header.printCount + 1;
      await storeSale(session.companyCode, { ...sale, header: { ...sale.header, printCount } });
      await logSale(
        session.companyCode,
        session.userName,
        printCount > 1 ? 'Reprint' : 'Print',
        'Sale invoice',
        sale.header.seq,
        `Copy ${printCount}`,
      );
      return HttpResponse.json({ result: 'OK', fname: `${sale.header.seq.replace(/\W/g, '_')}.pdf` });
    });
  }),
  http.post(route(SALE_ADVANCE_ENDPOINTS.pendingOrders), async ({ request }) => {
    const session = await checkRight(request, POS.posStockAdvances, 'view', 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await advanceSaleOrders(session.companyCode));
  }),
  ...stockSalesReportHandlers,
];
