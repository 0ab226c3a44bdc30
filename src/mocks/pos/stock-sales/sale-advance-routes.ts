import { HttpResponse } from 'msw';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { POS } from '../../../menus/catalogue/pos';
import {
  SALE_ADVANCE_TRATYPE,
  type AdvanceSaleOrder,
  type SaleAdvance,
} from '../../../modules/pos/stock-sales/domain/sale-advance-types';
import { addAdvanceReader, addAdvanceSide, type AdvanceRoute } from '../../core/accounting/advance-table';
import { type AdvanceSideWrites, printAdvance, saveOrCancelAdvance } from '../../core/accounting/advance-writes';
import { readJson } from '../../core/read-json';
import { requireSession } from '../../core/sessions/auth';
import { inPeriod } from '../../core/server-dates';
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

/** The customers' side of the advance writes: the sale advances' screen, store and activity log. */
const writes: AdvanceSideWrites<SaleAdvance> = {
  session: (request, right) => checkRight(request, SCREEN, right, 'write'),
  find: saleAdvanceOf,
  store: storeSaleAdvance,
  create: saveSaleAdvance,
  cancel: cancelSaleAdvance,
  logSaved: (session, action, { seq, amt, detail2 }) =>
    logSale(
      session.companyCode,
      session.userName,
      action,
      'Customer advance',
      seq,
      `${seq} from ${detail2}`,
      action === 'Cancelled' ? [amt, null] : [null, amt],
    ),
  logPrinted: (session, action, advance, copy) =>
    logSale(session.companyCode, session.userName, action, 'Customer advance', advance.seq, `Copy ${copy}`),
  printGone: (advance) => `Advance ${advance.seq} no longer exists.`,
};

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
    return advance ? printAdvance(request, advance, writes) : null;
  }
  const input = (body.advance ?? {}) as Record<string, unknown>;
  if (isSaleSide(input.tratype)) return saveOrCancelAdvance(request, body, writes);
  const stored = input.recordId !== undefined ? await storedSaleAdvance(request, input.recordId) : undefined;
  return stored ? saveOrCancelAdvance(request, body, writes) : null;
}

addAdvanceSide(customerAdvanceAnswer);
addAdvanceReader((request) => checkRight(request, SCREEN, 'view', 'read'));
