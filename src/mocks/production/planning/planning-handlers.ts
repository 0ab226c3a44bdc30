import { http, HttpResponse, type HttpHandler } from 'msw';
import { totalReport } from '../../../engine/report/report-totals';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { demandOf } from '../../../modules/production/domain/mass-plan-rules';
import { PLANNING_REPORTS } from '../../../modules/production/planning/planning-reports';
import { PPC_ROUTES as R } from '../../../modules/production/resources/ppc-routes';
import { serverToday } from '../../core/server-dates';
import { pendingToPlan } from '../../core/sales/order-pending';
import { readJson } from '../../core/read-json';
import { authorise } from '../../core/sessions/authorise';
import { queuedWrite, refusal, screenSession } from '../../core/sessions/screen-session';
import { batchesOf } from '../../core/production/ppc-store';
import { massPlansOf } from './mass-plan-store';
import { raiseRequests, removeMassPlan, saveMassPlan } from './mass-plan-save';
import { mastersHandlers } from './masters-handlers';
import { achievementRows, materialRows } from './planning-reports';
import { requirementsOf } from './requirements';

const SCREEN = PRODUCTION.promassplanning;
const view = (request: Request) => screenSession(request, SCREEN, TRANSACTION.view, 'read');
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const bad = (message: string) => HttpResponse.json({ message }, { status: 400 });

/** `{frmDate, toDate}` as days (the last 90 days unless given), or why not. */
function periodOf(body: Record<string, unknown>): { from: string; to: string } | string {
  const today = serverToday();
  const from =
    String(body.frmDate ?? '').slice(0, 10) ||
    new Date(Date.parse(`${today}T00:00:00Z`) - 90 * 86_400_000).toISOString().slice(0, 10);
  const to = String(body.toDate ?? '').slice(0, 10) || today;
  if (!DAY.test(from) || !DAY.test(to)) return 'Give the period as real dates.';
  return from > to ? 'The period ends before it starts.' : { from, to };
}

const planHandlers: HttpHandler[] = [
  http.post(`*/${R.pendingOrders}`, async ({ request }) => {
    const session = await view(request);
    if (session instanceof Response) return session;
    const running = (await batchesOf(session.companyCode)).filter((batch) => batch.pos === 1);
    return HttpResponse.json(
      await pendingToPlan(
        session.companyCode,
        new Set(running.flatMap((batch) => batch.orders.map((line) => `${line.soid}|${line.lineId}`))),
      ),
    );
  }),
  http.post(`*/${R.required}`, async ({ request }) => {
    const session = await view(request);
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const lst = Array.isArray(body.lst) ? (body.lst as Array<Record<string, unknown>>) : [];
    const needs = await requirementsOf(
      session.companyCode,
      demandOf(lst.map((line) => ({ itemId: String(line.itemId ?? ''), qty: Number(line.qty) }))),
      body.all === true,
    );
    return 'loop' in needs
      ? refusal(`The product set-ups make a loop: ${needs.loop}. Mend them before planning.`)
      : HttpResponse.json(needs);
  }),
  http.post(`*/${R.setMassPlan}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return queuedWrite(request, session, () => saveMassPlan(session, body));
  }),
  http.post(`*/${R.deleteMassPlan}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.delete, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return queuedWrite(request, session, () => removeMassPlan(session, Number(body.recordId)));
  }),
  http.post(`*/${R.raiseRequests}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return queuedWrite(request, session, () => raiseRequests(session, Number(body.recordId)));
  }),
  http.post(`*/${R.massPlans}`, async ({ request }) => {
    const session = await view(request);
    if (session instanceof Response) return session;
    const period = periodOf(await readJson(request));
    if (typeof period === 'string') return bad(period);
    const plans = (await massPlansOf(session.companyCode)).filter(
      (plan) => plan.header.dat >= period.from && plan.header.dat <= period.to,
    );
    return HttpResponse.json(
      plans.reverse().map(({ header, lines }) => ({
        ...header,
        products: lines.map((line) => `${line.itemName} × ${line.qty}`).join(', '),
      })),
    );
  }),
  http.post(`*/${R.massPlan}`, async ({ request }) => {
    const session = await view(request);
    if (session instanceof Response) return session;
    const recordId = Number((await readJson(request)).recordId);
    const plan = (await massPlansOf(session.companyCode)).find((row) => row.header.recordId === recordId);
    return HttpResponse.json(plan ? { ...plan, result: 'OK' } : null);
  }),
];

const ROWS = { [R.repAchievements]: achievementRows, [R.repMaterials]: materialRows } as const;

const reportHandlers = PLANNING_REPORTS.map((report) =>
  http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const period = periodOf(await readJson(request));
    if (typeof period === 'string') return bad(period);
    const rows = await ROWS[report.endpoint as keyof typeof ROWS](session.companyCode, period.from, period.to);
    return typeof rows === 'string' ? bad(rows) : HttpResponse.json(totalReport(report.columns, rows));
  }),
);

/** The production masters on the contract's routes, mass planning and its two reports. */
export const planningHandlers: HttpHandler[] = [...mastersHandlers, ...planHandlers, ...reportHandlers];
