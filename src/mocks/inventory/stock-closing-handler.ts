import { http, HttpResponse } from 'msw';
import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import { code } from '../../lib/permissions/permission-code';
import { isIsoDate } from '../../lib/format/iso-date';
import { STOCK_ENDPOINTS } from '../../modules/inventory/stock-transactions/tra-types';
import { readJson } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { closingStockReport } from './stock-closing-report';

/** `api/invRepStocks/InvRepStocksClosingStocks {toDate, detail?: store, usr}`: read with the report screen's code. */
export function stockClosingHandler(screen: ScreenDeclaration) {
  return http.post(`*/${STOCK_ENDPOINTS.closingStock}`, async ({ request }) => {
    const body = await readJson(request);
    const own = screen.code!;
    const session = await authorise(request, code(own.moduleCode, own.menuCode, own.screenCode), 'read');
    if (session instanceof Response) return session;
    const toDate = typeof body.toDate === 'string' ? body.toDate.slice(0, 10) : '';
    if (!isIsoDate(toDate))
      return HttpResponse.json({ message: 'Give the date (toDate) the closing stock is as on.' }, { status: 400 });
    const store = typeof body.detail === 'string' ? body.detail : '';
    return HttpResponse.json(await closingStockReport(session.companyCode, toDate, store));
  });
}
