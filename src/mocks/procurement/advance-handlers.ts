import { http, HttpResponse } from 'msw';
import { fromPaise } from '../../lib/money/money';
import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import {
  ADVANCE_ENDPOINTS,
  type AdvanceOrder,
  type TotAdvance,
} from '../../modules/procurement/advances/advance-types';
import { APPROVED_BY_APPROVER } from '../../modules/procurement/domain/approval-status';
import { nextAdvanceNumber } from '../../modules/procurement/domain/purchase-numbers';
import { serverToday } from '../core/server-dates';
import { amountMoved, logActivity, type ActivityActor } from '../core/activity-log';
import { readJson } from '../core/read-json';
import { requireSession } from '../core/sessions/auth';
import { authorise, type Access } from '../core/sessions/authorise';
import { cancelAdvance, saveAdvance } from './advance-save';
import { anySideMayRead, otherSideAnswer } from '../core/accounting/advance-table';
import { type AdvanceSideWrites, printAdvance, saveOrCancelAdvance } from '../core/accounting/advance-writes';
import { advanceOf, advancesOf, advancesPaidPaise, ordersOf, storeAdvance } from './advance-store';
import { sourceAccounts } from '../core/accounting/payment-sources';
import { inPeriod } from '../core/server-dates';
import { refusal } from '../core/sessions/screen-session';
import { supplierNames } from '../core/inward/receipt-context';
import { wireDate } from '../core/server-dates';

// Ours: the screen's own code 2.3.1 (view 0, create 1, cancel 3, print 7); the contract's server checks
// screenCheck(2,3,4,tracheck).
const screen = PROCUREMENT.purStockAdvances.code!;
const check = (request: Request, transaction: number, access: Access) =>
  authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction), access);

const activity = (
  actor: ActivityActor,
  action: string,
  advance: TotAdvance,
  detail = `${advance.seq} to ${advance.detail2} on order ${advance.detail1}`,
) =>
  logActivity(actor, {
    module: 'procurement',
    action,
    subject: 'Supplier advance',
    reference: advance.seq,
    ...amountMoved(action, advance.amt),
    detail,
  });

/** The suppliers' side of the advance writes: the purchase advances' screen, store and activity log. */
const writes: AdvanceSideWrites<TotAdvance> = {
  session: (request, right) => check(request, TRANSACTION[right], 'write'),
  find: advanceOf,
  store: storeAdvance,
  create: saveAdvance,
  cancel: cancelAdvance,
  logSaved: (session, action, advance) => activity(session, action, advance),
  logPrinted: (session, action, advance, copy) => activity(session, action, advance, `Copy ${copy}`),
  printGone: () => 'This advance no longer exists.',
};

export const advanceHandlers = [
  // Both sides' screens ask it with the user alone: one answer, the suppliers' next number beside the user's accounts
  // (the customers' screen shows the number its save answers).
  http.post(`*/${ADVANCE_ENDPOINTS.requirements}`, async ({ request }) => {
    const session = await anySideMayRead(request, (asked) => check(asked, TRANSACTION.view, 'read'));
    if (session instanceof Response) return session;
    const today = serverToday();
    const seqs = (await advancesOf(session.companyCode)).map((advance) => advance.seq);
    return HttpResponse.json({
      voucher: nextAdvanceNumber(today, seqs),
      dat: today,
      accounts: sourceAccounts(session),
    });
  }),
  http.post(`*/${ADVANCE_ENDPOINTS.pendingOrders}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const names = await supplierNames(session.companyCode);
    const open = (await ordersOf(session.companyCode)).filter((order) => order.pos <= APPROVED_BY_APPROVER);
    const rows: AdvanceOrder[] = [];
    for (const order of open.sort((a, b) => a.seq.localeCompare(b.seq))) {
      const paid = await advancesPaidPaise(session.companyCode, order.recordId);
      rows.push({
        recordId: order.recordId,
        seq: order.seq,
        dat: String(order.dat ?? ''),
        vendorid: order.vendorid,
        vendorname: names.get(order.vendorid) ?? order.vendorid,
        pos: order.pos,
        totalAmt: Number(order.totalAmt ?? 0),
        advances: fromPaise(paid),
      });
    }
    return HttpResponse.json(rows);
  }),
  http.post(`*/${ADVANCE_ENDPOINTS.list}`, async ({ request }) => {
    const customers = await otherSideAnswer('list', request);
    if (customers) return customers;
    const session = await check(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const order = Number(body.recordId ?? 0);
    const from = wireDate(body.frmDate);
    const to = wireDate(body.toDate);
    const rows = (await advancesOf(session.companyCode)).filter((advance) =>
      order > 0 ? advance.transactionId === order : inPeriod(advance.dat, from, to),
    );
    return HttpResponse.json(rows.sort((a, b) => b.seq.localeCompare(a.seq)));
  }),
  http.post(`*/${ADVANCE_ENDPOINTS.save}`, async ({ request }) => {
    const customers = await otherSideAnswer('save', request);
    if (customers) return customers;
    return saveOrCancelAdvance(request, await readJson(request), writes);
  }),
  http.post(`*/${ADVANCE_ENDPOINTS.print}`, async ({ request }) => {
    const customers = await otherSideAnswer('print', request);
    if (customers) return customers;
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    const advance = await advanceOf(peek.companyCode, Number((await readJson(request)).recordId));
    if (!advance) return refusal('This advance no longer exists.');
    return printAdvance(request, advance, writes);
  }),
];
