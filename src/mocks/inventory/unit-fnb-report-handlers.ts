import { http, HttpResponse } from 'msw';
import { FNB_CLOSING_STOCK_REPORT, UNITS_REPORT } from '../../modules/inventory/stock-reports/unit-fnb-reports';
import { readJson } from '../core/read-json';
import { wireDate } from '../core/server-dates';
import { authorise } from '../core/sessions/authorise';
import { fnbClosingStockReport, unitsReport } from './unit-fnb-report-data';

/** `GetKeyRepInvUnits { usr }`: read with the report screen's code (a user without it gets 403). */
const units = http.post(`*/${UNITS_REPORT.endpoint}`, async ({ request }) => {
  const session = await authorise(request, UNITS_REPORT.screen.code!, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(await unitsReport(session.companyCode));
});

/** `GetFnBWiseClosingStock { toDate, usr }` (toDate yyyy-MM-dd or dd-MMM-yyyy), with the report screen's code. */
const fnbClosingStock = http.post(`*/${FNB_CLOSING_STOCK_REPORT.endpoint}`, async ({ request }) => {
  const session = await authorise(request, FNB_CLOSING_STOCK_REPORT.screen.code!, 'read');
  if (session instanceof Response) return session;
  const toDate = wireDate((await readJson(request)).toDate);
  if (!toDate)
    return HttpResponse.json({ message: 'Give the day (toDate) the closing stock is as on.' }, { status: 400 });
  return HttpResponse.json(await fnbClosingStockReport(session.companyCode, toDate));
});

/** The list of units and the F&B-wise closing stock (contract 03 section 10). */
export const unitFnbReportHandlers = [units, fnbClosingStock];
