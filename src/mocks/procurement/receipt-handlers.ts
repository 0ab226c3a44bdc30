import { http, HttpResponse } from 'msw';
import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import { RECEIPT_ENDPOINTS } from '../../modules/procurement/receipts/receipt-endpoints';
import type { ReceiptBody, ReceiptHeader } from '../../kits/inward/receipt-types';
import { logActivity, type ActivityActor } from '../core/activity-log';
import { answerOnce } from '../core/idempotency';
import { readJson } from '../core/read-json';
import { authorise, type Access } from '../core/sessions/authorise';
import { serverToday } from '../core/server-dates';
import { oneAtATime } from '../core/write-queue';
import { pendingOrderLines } from '../core/inward/receipt-context';
import { openOrders, receiptRequirements } from './receipt-requirements';
import { cancelReceipt, saveReceipt } from './receipt-save';
import { connectPurchaseDocuments } from '../core/inward/purchase-documents';
import { supplierMobiles } from './credit-note-bills';
import { saveCreditNote } from './credit-note-save';
import { cancelReturn, saveReturn } from './return-save';
import { orderOf, receiptOf, receiptsOf, storeReceipt } from '../core/inward/receipt-store';
import { wireDate } from '../core/server-dates';

const screen = PROCUREMENT.purStockPurchases.code!;
const check = (request: Request, transaction: number, access: Access) =>
  authorise(
    request,
    code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction),
    access,
    access === 'read',
  );

/** The body's header, lines and taxes with every field the rules read present. */
function readBody(body: Record<string, unknown>): ReceiptBody {
  const header = (typeof body.header === 'object' && body.header !== null ? body.header : {}) as ReceiptHeader;
  return {
    header: {
      ...header,
      dat: wireDate(header.dat) ?? String(header.dat ?? ''),
      refPoid:
        header.refPoid === null || header.refPoid === undefined || String(header.refPoid) === ''
          ? null
          : Number(header.refPoid),
      discount: Number(header.discount ?? 0),
      others: Number(header.others ?? 0),
      qcCheck: Number(header.qcCheck ?? 0),
    },
    lines: Array.isArray(body.lines) ? (body.lines as ReceiptBody['lines']) : [],
    taxes: Array.isArray(body.taxes) ? (body.taxes as ReceiptBody['taxes']) : [],
  };
}

const activity = (actor: ActivityActor, action: string, header: ReceiptHeader, before: number | null) =>
  logActivity(actor, {
    module: 'procurement',
    action,
    subject: 'Goods receipt',
    reference: header.seq,
    before,
    after: header.pos === CANCELLED ? null : header.totalAmt,
    detail: `${header.seq} from ${header.vendorname}`,
  });

export const receiptHandlers = [
  http.post(`*/${RECEIPT_ENDPOINTS.requirements}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await receiptRequirements(session.companyCode, serverToday()));
  }),
  http.post(`*/${RECEIPT_ENDPOINTS.openOrders}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await openOrders(session.companyCode));
  }),
  http.post(`*/${RECEIPT_ENDPOINTS.list}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = wireDate(body.frmDate) ?? '0000-01-01';
    const to = wireDate(body.toDate) ?? '9999-12-31';
    const headers = (await receiptsOf(session.companyCode))
      .map((receipt) => receipt.header)
      .filter((header) => header.dat >= from && header.dat <= to);
    return HttpResponse.json(headers.sort((a, b) => b.seq.localeCompare(a.seq)));
  }),
  http.post(`*/${RECEIPT_ENDPOINTS.get}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const receipt = await receiptOf(session.companyCode, Number((await readJson(request)).recordId));
    if (!receipt) return HttpResponse.json(null);
    return HttpResponse.json({
      header: receipt.header,
      linedetails: receipt.lines,
      taxes: receipt.taxes,
      result: 'OK',
    });
  }),
  http.post(`*/${RECEIPT_ENDPOINTS.pendingOrderLines}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const order = await orderOf(session.companyCode, Number((await readJson(request)).recordId));
    return HttpResponse.json(order ? await pendingOrderLines(session.companyCode, order, null) : []);
  }),
  http.post(`*/${RECEIPT_ENDPOINTS.save}`, async ({ request }) => {
    const raw = await readJson(request);
    const traCheck = Number(raw.traCheck ?? raw.tracheck);
    if (![1, 2, 3].includes(traCheck))
      return HttpResponse.json({ result: 'traCheck must be 1 (create), 2 (modify) or 3 (cancel).' });
    const session = await check(request, traCheck, 'write');
    if (session instanceof Response) return session;
    const body = readBody(raw);
    return answerOnce(request, session, () =>
      oneAtATime(session.companyCode, async () => {
        const existing =
          traCheck === 1 ? undefined : await receiptOf(session.companyCode, Number(body.header.recordId));
        if (traCheck !== 1 && !existing)
          return HttpResponse.json({ result: `Goods receipt ${String(body.header.recordId)} no longer exists.` });
        const answer =
          traCheck === 3
            ? await cancelReceipt(session.companyCode, existing!)
            : await saveReceipt(session.companyCode, body, existing);
        const saved = (await answer
          .clone()
          .json()
          .catch(() => null)) as { result?: string; recordId?: number } | null;
        if (saved?.result === 'OK') {
          const stored = await receiptOf(session.companyCode, Number(saved.recordId));
          if (stored)
            await activity(
              session,
              ['', 'Created', 'Modified', 'Cancelled'][traCheck]!,
              stored.header,
              existing?.header.totalAmt ?? null,
            );
        }
        return answer;
      }),
    );
  }),
  http.post(`*/${RECEIPT_ENDPOINTS.print}`, async ({ request }) => {
    const peek = await check(request, 0, 'read');
    if (peek instanceof Response) return peek;
    const receipt = await receiptOf(peek.companyCode, Number((await readJson(request)).recordId));
    if (!receipt) return HttpResponse.json({ result: 'This goods receipt no longer exists.' });
    const session = await check(
      request,
      receipt.header.printCount > 0 ? TRANSACTION.reprint : TRANSACTION.print,
      'write',
    );
    if (session instanceof Response) return session;
    if (receipt.header.pos === CANCELLED)
      return HttpResponse.json({ result: `Goods receipt ${receipt.header.seq} is cancelled.` });
    await storeReceipt(session.companyCode, {
      ...receipt,
      header: { ...receipt.header, printCount: receipt.header.printCount + 1 },
    });
    return HttpResponse.json({ result: 'OK', filename: `${receipt.header.seq.replace(/\W/g, '_')}.pdf` });
  }),
];

// Quality's inspection returns rejected goods and raises credit notes through these saves, and its seed receives goods.
connectPurchaseDocuments({
  saveReceipt: (companyCode, body) => saveReceipt(companyCode, body, undefined),
  saveReturn,
  cancelReturn,
  async saveCreditNote(companyCode, note) {
    const mobiles = await supplierMobiles(companyCode);
    return saveCreditNote(companyCode, note, (vendorid) => mobiles.get(vendorid) ?? '');
  },
});
