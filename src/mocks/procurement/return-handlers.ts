import { http, HttpResponse } from 'msw';
import { code } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import { nextReturnNumber } from '../../modules/procurement/domain/purchase-numbers';
import { RETURN_ENDPOINTS } from '../../modules/procurement/returns/return-endpoints';
import type { ReturnAnswer, ReturnHeader, ReturnSaveBody } from '../../modules/procurement/returns/return-types';
import { serverToday } from '../core/server-dates';
import { logActivity, type ActivityActor } from '../core/activity-log';
import { readJson } from '../core/read-json';
import { createdOnlyHandlers } from '../core/registers/created-only-handlers';
import { headerPrinting, pdfFileName } from '../core/registers/document-printing';
import { savedRecordId } from '../core/registers/saved-record';
import type { DemoSession } from '../core/sessions/auth';
import { authorise, type Access } from '../core/sessions/authorise';
import { taxPercents } from '../core/inward/receipt-context';
import { receiptsOf } from '../core/inward/receipt-store';
import { cancelReturn, saveReturn } from './return-save';
import { returnSource } from './return-source';
import { receiptByRef, returnOf, returnsOf, storeReturn } from '../core/inward/return-store';
import { wireDate } from '../core/server-dates';

// The server checks (2,3,6,t); here the screen's own code, PROCUREMENT.purReturns (2.3.666): view 0, create 1, cancel
// 3, print 7, reprint 8.
const screen = PROCUREMENT.purReturns.code!;
const check = (request: Request, transaction: number, access: Access) =>
  authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction), access);

const period = (body: Record<string, unknown>) => ({
  from: wireDate(body.frmDate) ?? '0000-01-01',
  to: wireDate(body.toDate) ?? '9999-12-31',
});

function readBody(raw: Record<string, unknown>): ReturnSaveBody {
  const header = (typeof raw.header === 'object' && raw.header !== null ? raw.header : {}) as Record<string, unknown>;
  return {
    header: {
      dat: wireDate(header.dat) ?? String(header.dat ?? ''),
      refMir: String(header.refMir ?? ''),
      vendorid: String(header.vendorid ?? ''),
      baseamt: 0,
      taxes: 0,
      totalAmt: 0,
    },
    lines: Array.isArray(raw.lines) ? (raw.lines as ReturnSaveBody['lines']) : [],
    taxes: [],
    traCheck: 1,
  };
}

const activity = (actor: ActivityActor, action: string, header: ReturnHeader) =>
  logActivity(actor, {
    module: 'procurement',
    action,
    subject: 'Purchase return',
    reference: header.seq,
    before: action === 'Cancelled' ? header.totalAmt : null,
    after: action === 'Cancelled' ? null : header.totalAmt,
    detail: `${header.seq} of MIR ${header.branchId} to ${header.vendorname}`,
  });

/** After a write that went through, its activity row. */
async function logged(answer: Response, session: DemoSession, action: string): Promise<Response> {
  const recordId = await savedRecordId(answer);
  const stored = recordId === undefined ? undefined : await returnOf(session.companyCode, recordId);
  if (stored) await activity(session, action, stored.header);
  return answer;
}

export const returnHandlers = [
  http.post(`*/${RETURN_ENDPOINTS.requirements}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const dat = serverToday();
    const [returns, percents] = await Promise.all([returnsOf(session.companyCode), taxPercents(session.companyCode)]);
    return HttpResponse.json({
      seq: nextReturnNumber(
        dat,
        returns.map((value) => value.header.seq),
      ),
      dat,
      taxes: [...percents].map(([taxCode, taxPer]) => ({ taxCode, taxPer })),
    });
  }),
  http.post(`*/${RETURN_ENDPOINTS.list}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const { from, to } = period(await readJson(request));
    const rows = (await returnsOf(session.companyCode))
      .map((value) => value.header)
      .filter((header) => header.dat >= from && header.dat <= to);
    return HttpResponse.json(rows.sort((a, b) => b.seq.localeCompare(a.seq)));
  }),
  http.post(`*/${RETURN_ENDPOINTS.get}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json((await returnOf(session.companyCode, Number((await readJson(request)).recordId))) ?? null);
  }),
  http.post(`*/${RETURN_ENDPOINTS.receipts}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const { from, to } = period(await readJson(request));
    const rows = (await receiptsOf(session.companyCode))
      .map((receipt) => receipt.header)
      .filter((header) => header.pos !== CANCELLED && header.dat >= from && header.dat <= to);
    return HttpResponse.json(rows.sort((a, b) => b.seq.localeCompare(a.seq)));
  }),
  http.post(`*/${RETURN_ENDPOINTS.receipt}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const receipt = await receiptByRef(session.companyCode, (await readJson(request)).recordId);
    return HttpResponse.json(receipt ? await returnSource(session.companyCode, receipt) : null);
  }),
  ...createdOnlyHandlers<ReturnAnswer>({
    screen: PROCUREMENT.purReturns,
    endpoints: RETURN_ENDPOINTS,
    noun: 'Purchase return',
    module: 'procurement',
    createOnly: true,
    find: returnOf,
    store: storeReturn,
    create: async (session, raw) =>
      logged(await saveReturn(session.companyCode, readBody(raw), session.userName), session, 'Created'),
    cancel: async (session, existing) =>
      logged(await cancelReturn(session.companyCode, existing), session, 'Cancelled'),
    printing: headerPrinting(CANCELLED),
    printed: (_session, document) => ({ filename: pdfFileName(document.header.seq) }),
  }),
];
