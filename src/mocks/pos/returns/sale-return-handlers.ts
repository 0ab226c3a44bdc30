import { http, HttpResponse } from 'msw';
import { POS } from '../../../menus/catalogue/pos';
import { nextReturnNumber } from '../../../modules/pos/returns/domain/return-numbers';
import { SALE_RETURN_ENDPOINTS as API } from '../../../modules/pos/returns/domain/returns-endpoints';
import {
  IN_FORCE,
  type ReturnableSale,
  type SaleReturnAnswer,
} from '../../../modules/pos/returns/domain/returns-types';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { billsDated, billsOf } from '../../core/billing/billing-store';
import { notReturnable, saleBook } from './bill-customer';
import { cancelSaleReturn } from './return-cancel';
import { readSaleReturn } from './return-input';
import { saveSaleReturn } from './return-save';
import { periodOf, screenCheck } from './return-access';
import { returnReadHandlers } from './return-reads';
import { returnWriteHandlers } from './return-writes';
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
  ...returnReadHandlers<SaleReturnAnswer>({
    check,
    endpoints: API,
    all: saleReturnsOf,
    find: saleReturnOf,
    answer: (_companyCode, stored) => stored,
  }),
  ...returnWriteHandlers<SaleReturnAnswer>({
    screen: POS.posSaleReturn,
    endpoints: API,
    noun: 'Sale return',
    find: saleReturnOf,
    store: storeSaleReturn,
    create: (session, raw) => saveSaleReturn(session, readSaleReturn(raw), new Date().toISOString()),
    cancel: cancelSaleReturn,
    printed: (_session, saleReturn) => ({ saleReturn }),
  }),
];
