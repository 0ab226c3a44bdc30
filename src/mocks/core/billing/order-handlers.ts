import { http, HttpResponse } from 'msw';
import type { BillingAction } from '../../../kits/billing/domain/billing-rights';
import type { RunningTable } from '../../../kits/billing/domain/order-types';
import { answerOnce } from '../idempotency';
import { readJson } from '../read-json';
import { reopenTable, reprintBill, reprintKot, voidBill } from './bill-actions';
import { makeBill, makeBillRequest } from './bill-make';
import { billingSession, refusal, text } from './billing-access';
import type { BillingSession, ServerBillingBook } from './billing-book';
import { userOutlets } from './billing-masters';
import { posOneAtATime, runningTablesOf } from './billing-store';
import { kotLines, saveKot } from './kot-save';
import { orderHeadOf } from './order-head';
import { requirementsHandlerOf } from './requirements-handler';
import { RESTAURANT_SERVER_BOOK } from './restaurant-book';
import { mergeTables, transferTable } from './table-moves';

type Body = Record<string, unknown>;

const only = (action: BillingAction) => () => [action];
const recordId = (body: Body) => Number(body.recordId);
const move = (body: Body) => ({
  restacode: text(body.restacode),
  tableno: text(body.tableno),
  target: text(body.detail),
});

/** KOT rights: adding needs the KOT right, lowering or cancelling the modify right. */
function kotRights(body: Body): BillingAction[] {
  const lines = kotLines(body.kotinf);
  if (typeof lines === 'string') return ['kot'];
  return [
    ...(lines.some((line) => line.qty > 0) ? (['kot'] as const) : []),
    ...(lines.some((line) => line.qty < 0) ? (['changeKot'] as const) : []),
  ];
}

/**
 * The order side of a billing book: requirements, KOTs, running tables, bills, reprints, void, reopen, transfer,
 * merge, on the book's routes and with its rights.
 */
export function orderHandlersOf(book: ServerBillingBook) {
  const ROUTES = book.endpoints;
  /** A billing write: the rights, then once per Idempotency-Key, one write at a time per company. */
  const write = (
    route: string,
    rights: (body: Body) => BillingAction[],
    work: (session: BillingSession, body: Body) => Promise<Response>,
  ) =>
    http.post(`*/${route}`, async ({ request }) => {
      const body = await readJson(request);
      const session = await billingSession(request, rights(body), 'write', book);
      if (session instanceof Response) return session;
      return answerOnce(request, session, () => posOneAtATime(session.companyCode, () => work(session, body)));
    });
  return [
    requirementsHandlerOf(book),
    write(ROUTES.kot, kotRights, (session, body) => {
      const lines = kotLines(body.kotinf);
      return typeof lines === 'string'
        ? Promise.resolve(refusal(lines))
        : saveKot(session, text(body.outlet), lines, orderHeadOf(body.order));
    }),
    http.post(`*/${ROUTES.runningTables}`, async ({ request }) => {
      const session = await billingSession(request, ['open'], 'read', book);
      if (session instanceof Response) return session;
      const wanted = text((await readJson(request)).detail);
      const mine = new Set(
        (await userOutlets(session)).map((outlet) => outlet.code).filter((code) => !wanted || code === wanted),
      );
      const tables: RunningTable[] = [...(await runningTablesOf(session.companyCode)).values()].filter((table) =>
        mine.has(table.outlet),
      );
      return HttpResponse.json(
        tables.sort(
          (a, b) =>
            a.outlet.localeCompare(b.outlet) || a.tableNo.localeCompare(b.tableNo, undefined, { numeric: true }),
        ),
      );
    }),
    write(ROUTES.makeBill, only('bill'), (session, body) => {
      const input = makeBillRequest(body);
      return typeof input === 'string' ? Promise.resolve(refusal(input)) : makeBill(session, input);
    }),
    write(ROUTES.reprint, only('reprint'), (session, body) => reprintBill(session, recordId(body))),
    write(ROUTES.kotReprint, only('reprint'), (session, body) =>
      reprintKot(session, recordId(body), text(body.restacode)),
    ),
    write(ROUTES.voidBill, only('void'), (session, body) => voidBill(session, recordId(body), text(body.detail))),
    write(ROUTES.reopenTable, only('reopen'), (session, body) => reopenTable(session, recordId(body))),
    write(ROUTES.transferTable, only('transfer'), (session, body) => transferTable(session, move(body))),
    write(ROUTES.mergeTables, only('transfer'), (session, body) => mergeTables(session, move(body))),
  ];
}

/** The restaurant's order side (contract 01-pos routes). */
export const posOrderHandlers = orderHandlersOf(RESTAURANT_SERVER_BOOK);
