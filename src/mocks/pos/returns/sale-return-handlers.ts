import { http, HttpResponse } from 'msw';
import { POS } from '../../../menus/catalogue/pos';
import { nextReturnNumber } from '../../../modules/pos/returns/domain/return-numbers';
import { SALE_RETURN_ENDPOINTS as API } from '../../../modules/pos/returns/domain/returns-endpoints';
import { CANCELLED, IN_FORCE, type ReturnableSale } from '../../../modules/pos/returns/domain/returns-types';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { requireSession } from '../../core/sessions/auth';
import { oneAtATime } from '../../core/write-queue';
import { posActivity, refusal } from '../../core/billing/billing-access';
import { billsDated, billsOf } from '../../core/billing/billing-store';
import { notReturnable, saleBook } from './bill-customer';
import { cancelSaleReturn } from './return-cancel';
import { readSaleReturn } from './return-input';
import { saveSaleReturn } from './return-save';
import { PRINT, periodOf, screenCheck, writeOnce } from './return-access';
import { saleReturnOf, saleReturnsOf, storeSaleReturn } from '../../core/billing/return-store';
import { returnableSale, saleForReturn, somethingLeft } from './sale-source';

const check = screenCheck(POS.posSaleReturn);

/** Sale returns against POS bills (contract 05-crm section 5, `api/CRMSaleReturns/...`; answers ours). */
export const saleReturnHandlers = [
  http.post(`*/${API.requirements}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const dat = serverToday();
    return HttpResponse.json({
      seq: nextReturnNumber(
        'saleReturn',
        dat,
        (await saleReturnsOf(session.companyCode)).map((value) => value.header.seq),
      ),
      dat,
    });
  }),
  http.post(`*/${API.sales}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const { from, to } = periodOf(await readJson(request));
    const { companyCode } = session;
    const [bills, all, book] = await Promise.all([
      billsDated(companyCode, from, to),
      saleReturnsOf(companyCode),
      saleBook(companyCode),
    ]);
    const sales: ReturnableSale[] = [];
    for (const bill of bills) {
      if (notReturnable(bill, book)) continue;
      const returns = all.filter((value) => value.header.billNo === bill.billNo && value.header.pos === IN_FORCE);
      if (somethingLeft(bill, returns)) sales.push(returnableSale(bill, returns, book));
    }
    return HttpResponse.json(sales.sort((a, b) => b.dat.localeCompare(a.dat) || b.billNo - a.billNo));
  }),
  http.post(`*/${API.sale}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const bill = (await billsOf(session.companyCode)).get(String(Number((await readJson(request)).recordId)));
    return HttpResponse.json(
      bill ? await saleForReturn(session.companyCode, bill, await saleReturnsOf(session.companyCode)) : null,
    );
  }),
  http.post(`*/${API.list}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const { from, to } = periodOf(await readJson(request));
    const rows = (await saleReturnsOf(session.companyCode))
      .map((value) => value.header)
      .filter((header) => header.dat >= from && header.dat <= to);
    return HttpResponse.json(rows.sort((a, b) => b.recordId - a.recordId));
  }),
  http.post(`*/${API.get}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(
      (await saleReturnOf(session.companyCode, Number((await readJson(request)).recordId))) ?? null,
    );
  }),
  http.post(`*/${API.save}`, async ({ request }) => {
    const raw = await readJson(request);
    if (Number(raw.traCheck ?? raw.tracheck) !== 1)
      return refusal('A sale return is only created (traCheck 1); cancel it to undo it.');
    const session = await check(request, 1, 'write');
    if (session instanceof Response) return session;
    return writeOnce(request, session, () => saveSaleReturn(session, readSaleReturn(raw), new Date().toISOString()));
  }),
  http.post(`*/${API.remove}`, async ({ request }) => {
    const session = await check(request, 3, 'write');
    if (session instanceof Response) return session;
    const recordId = Number((await readJson(request)).recordId);
    return writeOnce(request, session, async () => {
      const existing = await saleReturnOf(session.companyCode, recordId);
      return existing ? cancelSaleReturn(session, existing) : refusal(`Sale return ${recordId} no longer exists.`);
    });
  }),
  http.post(`*/${API.print}`, async ({ request }) => {
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    const recordId = Number((await readJson(request)).recordId);
    return oneAtATime(peek.companyCode, async () => {
      const stored = await saleReturnOf(peek.companyCode, recordId);
      if (!stored) return refusal(`Sale return ${recordId} no longer exists.`);
      const again = stored.header.printCount > 0;
      const session = await check(request, again ? PRINT.again : PRINT.first, 'write');
      if (session instanceof Response) return session;
      if (stored.header.pos === CANCELLED) return refusal(`Sale return ${stored.header.seq} is cancelled.`);
      const saleReturn = { ...stored, header: { ...stored.header, printCount: stored.header.printCount + 1 } };
      await storeSaleReturn(session.companyCode, saleReturn);
      await posActivity(
        session,
        again ? 'Reprint' : 'Print',
        'Sale return',
        stored.header.seq,
        `Copy ${saleReturn.header.printCount}`,
      );
      return HttpResponse.json({ result: 'OK', saleReturn });
    });
  }),
];
