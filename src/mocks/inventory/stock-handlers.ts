import { http, HttpResponse } from 'msw';
import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { INVENTORY } from '../../menus/catalogue/inventory';
import { isIsoDate } from '../../lib/format/iso-date';
import {
  isTraType,
  STOCK_ENDPOINTS,
  TRA_TYPES,
  traTypeOfCode,
  traTypeOfNumber,
  type TraType,
} from '../../modules/inventory/stock-transactions/tra-types';
import { answerOnce } from '../core/idempotency';
import { logActivity } from '../core/activity-log';
import { readJson } from '../core/read-json';
import { requireSession } from '../core/sessions/auth';
import { authorise, type Access } from '../core/sessions/authorise';
import { oneAtATime } from '../core/write-queue';
import { formerListRoutes } from './former-list-routes';
import { cancelStockDocument } from './stock-cancel';
import { stockClosingHandler } from './stock-closing-handler';
import { readStockDocument, stockDocuments, writeStockDocument } from './stock-documents';
import { readSaveBody } from './stock-input';
import { stockRequirements } from './stock-requirements';
import { saveStockDocument } from './stock-save';

/**
 * The screen's own code (3, 2, n) with a transaction: view 0, create 1, cancel 3, print 7, reprint 8 (the contract's
 * server checks (2, 2, n, t); see tra-types.ts).
 */
function authoriseFor(request: Request, traType: TraType, transaction: number, access: Access) {
  const screen = TRA_TYPES[traType].screen.code!;
  return authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction), access);
}

const day = (value: unknown, fallback: string) =>
  typeof value === 'string' && isIsoDate(value.slice(0, 10)) ? value.slice(0, 10) : fallback;

/** `{recordId: 103 issues | 102 losses | 6 | 106 | 8, toDate?}` → `{matinfo, stores, trans}`. */
const requirementsHandler = http.post(`*/${STOCK_ENDPOINTS.requirements}`, async ({ request }) => {
  const body = await readJson(request);
  const traType = traTypeOfCode(Number(body.recordId));
  if (!traType)
    return HttpResponse.json(
      { message: 'recordId must be 103 (issues), 102 (losses), 6 (samples in), 106 (samples out) or 8 (audit).' },
      { status: 400 },
    );
  const session = await authoriseFor(request, traType, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const asOn = day(body.toDate, '');
  return HttpResponse.json(await stockRequirements(session.companyCode, traType, asOn || undefined));
});

/** `{frmDate, toDate?, detail: TraType}` → that type's document headers dated in the period, newest first. */
const listHandler = http.post(`*/${STOCK_ENDPOINTS.list}`, async ({ request }) => {
  const body = await readJson(request);
  if (!isTraType(body.detail))
    return HttpResponse.json(
      { message: 'detail must be a TraType: "Issues", "Losses", "Sameple In", "Sample Out" or "Audit".' },
      { status: 400 },
    );
  const session = await authoriseFor(request, body.detail, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const from = day(body.frmDate, '0000-01-01');
  const documents = await stockDocuments(
    session.companyCode,
    body.detail,
    from,
    day(body.toDate, body.toDate ? '9999-12-31' : from),
  );
  return HttpResponse.json(documents.map((document) => document.header));
});

/** `{recordId}` → `{header, lines}` or null. */
const oneHandler = http.post(`*/${STOCK_ENDPOINTS.one}`, async ({ request }) => {
  const recordId = String((await readJson(request)).recordId ?? '');
  const traType = traTypeOfNumber(recordId);
  if (!traType) return HttpResponse.json(null);
  const session = await authoriseFor(request, traType, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json((await readStockDocument(session.companyCode, recordId)) ?? null);
});

/**
 * `{header, lines, mgts?, usr}` → `{result, recordId, seq, summary?}`; a retried save (same Idempotency-Key) saves
 * once.
 */
const saveHandler = http.post(`*/${STOCK_ENDPOINTS.save}`, async ({ request }) => {
  const input = readSaveBody(await readJson(request));
  if ('refusal' in input) return HttpResponse.json({ result: input.refusal });
  const session = await authoriseFor(request, input.header.traType, TRANSACTION.create, 'write');
  if (session instanceof Response) return session;
  return answerOnce(request, session, () =>
    oneAtATime(session.companyCode, () => saveStockDocument(session, input.header, input.lines)),
  );
});

/** `{recordId, detail: TraType}` → `{result}`: cancels the document and removes its stock rows. */
const cancelHandler = http.post(`*/${STOCK_ENDPOINTS.cancel}`, async ({ request }) => {
  const body = await readJson(request);
  const recordId = String(body.recordId ?? '');
  const traType = isTraType(body.detail) ? body.detail : traTypeOfNumber(recordId);
  if (!traType) return HttpResponse.json({ result: `There is no stock document ${recordId}.` });
  const session = await authoriseFor(request, traType, TRANSACTION.delete, 'write');
  if (session instanceof Response) return session;
  return answerOnce(request, session, () =>
    oneAtATime(session.companyCode, async () => {
      // Read inside the queue: a cancel waiting behind another sees the document as that one left it.
      const document = await readStockDocument(session.companyCode, recordId);
      if (!document || document.header.traType !== traType)
        return HttpResponse.json({ result: `There is no ${TRA_TYPES[traType].noun.toLowerCase()} ${recordId}.` });
      return cancelStockDocument(session, document);
    }),
  );
});

/**
 * `{recordId, usr}` → `{result, filename}`: 7 the first time, 8 (reprint) after; counted and logged; a cancelled
 * document is not printed.
 */
const printHandler = http.post(`*/${STOCK_ENDPOINTS.print}`, async ({ request }) => {
  const recordId = String((await readJson(request)).recordId ?? '');
  const traType = traTypeOfNumber(recordId);
  const peek = await requireSession(request);
  if (peek instanceof Response) return peek;
  const document = traType ? await readStockDocument(peek.companyCode, recordId) : undefined;
  if (!traType || !document) return HttpResponse.json({ result: `There is no stock document ${recordId}.` });
  const { header } = document;
  const reprint = header.printCount > 0;
  const session = await authoriseFor(request, traType, reprint ? TRANSACTION.reprint : TRANSACTION.print, 'write');
  if (session instanceof Response) return session;
  const noun = TRA_TYPES[traType].noun;
  if (header.status === 'Cancelled') return HttpResponse.json({ result: `${noun} ${recordId} is cancelled.` });
  const printCount = header.printCount + 1;
  await writeStockDocument(session.companyCode, { ...document, header: { ...header, printCount } });
  await logActivity(session, {
    module: 'inventory',
    action: reprint ? 'Reprint' : 'Print',
    subject: noun,
    reference: recordId,
    detail: `Copy ${printCount}`,
  });
  return HttpResponse.json({ result: 'OK', filename: `${recordId.replace(/\W/g, '_')}.pdf` });
});

/**
 * Issues, losses, samples in and out, the stock audit, the closing stock report, and the masters' former list routes
 * that other modules' pickers still call.
 */
export const stockHandlers = [
  ...formerListRoutes,
  requirementsHandler,
  listHandler,
  oneHandler,
  saveHandler,
  cancelHandler,
  printHandler,
  stockClosingHandler(INVENTORY.invRepClosingStock),
];
