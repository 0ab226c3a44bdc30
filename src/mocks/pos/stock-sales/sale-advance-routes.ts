import { HttpResponse } from 'msw';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { POS } from '../../../menus/catalogue/pos';
import {
  SALE_ADVANCE_TRATYPE,
  type AdvanceSaleOrder,
  type SaleAdvance,
} from '../../../modules/pos/stock-sales/domain/sale-advance-types';
import { addAdvanceReader, addAdvanceSide, type AdvanceRoute } from '../../core/accounting/advance-table';
import { answerOnce } from '../../core/idempotency';
import { readJson } from '../../core/read-json';
import { requireSession } from '../../core/sessions/auth';
import { inPeriod } from '../../core/server-dates';
import { oneAtATime } from '../../core/write-queue';
import { refusal } from '../../core/sessions/screen-session';
import { wireDate } from '../../core/server-dates';
import { checkRight, logSale } from './sale-activity';
import { cancelSaleAdvance, saveSaleAdvance } from './sale-advance-save';
import { adjustedPaise, saleAdvanceOf, saleAdvancesOf, storeSaleAdvance } from './sale-advance-store';
import { approvedSaleOrders } from '../../core/sales/sale-orders';

const SCREEN = POS.posStockAdvances;
const isSaleSide = (value: unknown) => value === SALE_ADVANCE_TRATYPE;

/** The approved sale orders with what has been received on each (GetPendingSaleOrders). */
export async function advanceSaleOrders(companyCode: number): Promise<AdvanceSaleOrder[]> {
  const advances = (await saleAdvancesOf(companyCode)).filter((advance) => !advance.cancelled);
  return (await approvedSaleOrders(companyCode)).map(({ header }) => ({
    recordId: header.recordId,
    seq: header.seq,
    dat: header.dat,
    partyId: header.partyId,
    partyName: header.partyName,
    totalAmt: header.totalAmt,
    pos: header.pos,
    advances: fromPaise(
      sumPaise(
        advances.filter((advance) => advance.transactionId === header.recordId).map((advance) => toPaise(advance.amt)),
      ),
    ),
  }));
}

async function list(request: Request, body: Record<string, unknown>): Promise<Response> {
  const session = await checkRight(request, SCREEN, 'view', 'read');
  if (session instanceof Response) return session;
  const order = Number(body.recordId ?? 0);
  const [from, to] = [wireDate(body.frmDate), wireDate(body.toDate)];
  const adjusted = await adjustedPaise(session.companyCode);
  const rows = (await saleAdvancesOf(session.companyCode)).filter((advance) =>
    order > 0 ? advance.transactionId === order : inPeriod(advance.dat, from, to),
  );
  return HttpResponse.json(
    rows
      .sort((a, b) => b.seq.localeCompare(a.seq))
      .map((advance) => ({ ...advance, adjusted: fromPaise(adjusted.get(advance.recordId) ?? 0) })),
  );
}

async function save(request: Request, raw: Record<string, unknown>): Promise<Response> {
  const tracheck = Number(raw.tracheck ?? raw.traCheck);
  if (tracheck !== 1 && tracheck !== 3)
    return refusal('tracheck must be 1 (create) or 3 (cancel): an advance is not modified.');
  const session = await checkRight(request, SCREEN, tracheck === 1 ? 'create' : 'delete', 'write');
  if (session instanceof Response) return session;
  const input = (raw.advance ?? {}) as Record<string, unknown>;
  return answerOnce(request, session, () =>
    oneAtATime(session.companyCode, async () => {
      const existing = tracheck === 3 ? await saleAdvanceOf(session.companyCode, Number(input.recordId)) : undefined;
      if (tracheck === 3 && !existing) return refusal(`Advance ${String(input.recordId)} no longer exists.`);
      const answer = existing
        ? await cancelSaleAdvance(session.companyCode, existing)
        : await saveSaleAdvance(session, input);
      const saved = (await answer
        .clone()
        .json()
        .catch(() => null)) as { result?: string; advance?: SaleAdvance } | null;
      if (saved?.result === 'OK' && saved.advance) {
        const { seq, amt, detail2 } = saved.advance;
        await logSale(
          session.companyCode,
          session.userName,
          existing ? 'Cancelled' : 'Created',
          'Customer advance',
          seq,
          `${seq} from ${detail2}`,
          existing ? [amt, null] : [null, amt],
        );
      }
      return answer;
    }),
  );
}

/**
 * Print (7) then reprint (8), counted and logged; the count is read again and written in the write queue, so a print
 * beside a cancel never undoes it.
 */
async function print(request: Request, advance: SaleAdvance): Promise<Response> {
  const reprint = advance.printCount > 0;
  const session = await checkRight(request, SCREEN, reprint ? 'reprint' : 'print', 'write');
  if (session instanceof Response) return session;
  return oneAtATime(session.companyCode, async () => {
    const current = await saleAdvanceOf(session.companyCode, advance.recordId);
    if (!current) return refusal(`Advance ${advance.seq} no longer exists.`);
    if (current.cancelled) return refusal(`Advance ${current.seq} is cancelled.`);
    const printCount = current.printCount + 1;
    await storeSaleAdvance(session.companyCode, { ...current, printCount });
    await logSale(
      session.companyCode,
      session.userName,
      printCount > 1 ? 'Reprint' : 'Print',
      'Customer advance',
      current.seq,
      `Copy ${printCount}`,
    );
    return HttpResponse.json({ result: 'OK', fname: `${current.seq.replace(/\W/g, '_')}.pdf` });
  });
}

/** Which advance a cancel or print names, when it is a customer's. */
async function storedSaleAdvance(request: Request, recordId: unknown): Promise<SaleAdvance | undefined> {
  const session = await requireSession(request);
  if (session instanceof Response) return undefined;
  return saleAdvanceOf(session.companyCode, Number(recordId));
}

/**
 * The customers' side of the shared advances routes (Tratype SAL_REC), asked first by the advances
 * handlers: the answer when the call is about advances received (`detail: 'SAL_REC'`, a new advance of
 * that tratype, or a stored one), else null and the suppliers' side answers as before. GetTotalAdvanceRequirements
 * (the user alone, no side named) has one answer for both; this side's view right may read it.
 */
export async function customerAdvanceAnswer(route: AdvanceRoute, request: Request): Promise<Response | null> {
  const body = await readJson(request);
  if (route === 'list') return isSaleSide(body.detail) ? list(request, body) : null;
  if (route === 'print') {
    const advance = await storedSaleAdvance(request, body.recordId);
    return advance ? print(request, advance) : null;
  }
  const input = (body.advance ?? {}) as Record<string, unknown>;
  if (isSaleSide(input.tratype)) return save(request, body);
  const stored = input.recordId !== undefined ? await storedSaleAdvance(request, input.recordId) : undefined;
  return stored ? save(request, body) : null;
}

addAdvanceSide(customerAdvanceAnswer);
addAdvanceReader((request) => checkRight(request, SCREEN, 'view', 'read'));
