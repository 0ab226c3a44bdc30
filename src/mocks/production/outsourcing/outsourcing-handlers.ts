import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { OUTSOURCES } from '../../../modules/production/outsourcing/outsources-resource';
import {
  OUTSOURCING_ROUTES as R,
  type OutsourceRequirements,
} from '../../../modules/production/outsourcing/outsourcing-wire';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { requireSession } from '../../core/sessions/auth';
import { queuedSaveRoute } from '../../core/sessions/queued-save-route';
import { queuedWrite, screenSession } from '../../core/sessions/screen-session';
import { recordMasterHandlers, uniqueText } from '../../core/generic/record-master';
import { wireDate } from '../../core/server-dates';
import { batchesOf, queueOf } from '../../core/production/ppc-store';
import { issueOutsourcing, nextOutsourcingNo, receiveOutsourcing } from './outsourcing-save';
import { outsourcesOf, outsourcingsOf, seedOutsources } from './outsourcing-store';

const ASSIGN = PRODUCTION.proassignoutsource;

/** Seeds the outsourcers before the master's own handlers read them, then passes the call on (answers nothing). */
const seedFirst = (endpoint: string) =>
  http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await requireSession(request);
    if (!(session instanceof Response)) await seedOutsources(session.companyCode);
    return undefined;
  });

/**
 * Outsourcing (ours in the family's convention): the outsourcers' master (numbered by the server, a code
 * once), the steps waiting and the outsourcers, the outsourcings of a period, issue and receipt.
 */
export const outsourcingHandlers: HttpHandler[] = [
  seedFirst(R.outsources),
  seedFirst(R.outsource),
  seedFirst(R.setOutsource),
  ...recordMasterHandlers({
    resource: OUTSOURCES,
    refuse: uniqueText('code', (code) => `There is already an outsource ${code}`),
  }),
  http.post(`*/${R.requirements}`, async ({ request }) => {
    const session = await screenSession(request, ASSIGN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const company = session.companyCode;
    const [batches, queue, outsources, rows] = await Promise.all([
      batchesOf(company),
      queueOf(company),
      outsourcesOf(company),
      outsourcingsOf(company),
    ]);
    const running = new Map(batches.filter((batch) => batch.pos === 1).map((batch) => [batch.recordId, batch]));
    const today = serverToday();
    const answer: OutsourceRequirements = {
      steps: queue
        .filter((row) => row.pos === 1 && running.has(row.batchId))
        .map((row) => {
          const batch = running.get(row.batchId)!;
          return {
            batchId: row.batchId,
            batchNo: row.batchNo,
            sno: row.lineId,
            processId: row.processId,
            processName: row.processName,
            itemName: batch.itemName,
            um: batch.um,
            qty: row.qty,
          };
        })
        .sort((a, b) => a.batchNo.localeCompare(b.batchNo, 'en', { numeric: true }) || a.sno - b.sno),
      outsources: outsources
        .filter((one) => one.active)
        .map(({ recordId, code, name, processes, leadDays }) => ({ recordId, code, name, processes, leadDays })),
      seq: nextOutsourcingNo(today, rows),
      dat: today,
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${R.list}`, async ({ request }) => {
    const session = await screenSession(request, ASSIGN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const to = wireDate(body.toDate) ?? serverToday();
    const from = wireDate(body.frmDate) ?? `${to.slice(0, 7)}-01`;
    const rows = (await outsourcingsOf(session.companyCode)).filter(
      (row) => row.pos === 2 || (row.dat >= from && row.dat <= to),
    );
    return HttpResponse.json(rows.sort((a, b) => b.seq.localeCompare(a.seq, 'en', { numeric: true })));
  }),
  queuedSaveRoute(
    R.issue,
    ASSIGN,
    (traCheck) => (traCheck === 3 ? TRANSACTION.delete : TRANSACTION.create),
    issueOutsourcing,
  ),
  http.post(`*/${R.receipt}`, async ({ request }) => {
    const session = await screenSession(request, ASSIGN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return queuedWrite(request, session, () => receiveOutsourcing(session, body));
  }),
];
