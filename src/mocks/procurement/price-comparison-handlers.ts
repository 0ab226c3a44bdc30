import { http, HttpResponse, type HttpHandler } from 'msw';
import { totalReport } from '../../engine/report/report-totals';
import { PRICE_COMPARISON_REPORT as REPORT } from '../../modules/procurement/analysis/price-comparison-report';
import {
  comparisonRows,
  receivedLines,
  type ComparedPeriod,
} from '../../modules/procurement/analysis/price-comparison-rows';
import { receiptItems } from '../core/inward/receipt-context';
import { receiptsOf } from '../core/inward/receipt-store';
import { readJson } from '../core/read-json';
import { wireDate } from '../core/server-dates';
import { authorise } from '../core/sessions/authorise';

type Body = Record<string, unknown>;

/** One period of the body, or why it cannot be read (the server's 400, naming the fields). */
function periodOf(body: Body, from: string, to: string, which: string): ComparedPeriod | string {
  const [first, last] = [wireDate(body[from]), wireDate(body[to])];
  if (!first || !last) return `Give the first and last day of the ${which} period (${from}, ${to}).`;
  if (first > last) return `The ${which} period ends before it starts.`;
  return { from: first, to: last };
}

/**
 * `PurAnalysisPriceComparison { fromdate, todate, fromdate2, todate2, usr }` (dates yyyy-MM-dd or dd-MMM-yyyy): the
 * goods received in each period, item by item, read with the report screen's permission (a user without it gets 403).
 */
const priceComparison = http.post(`*/${REPORT.endpoint}`, async ({ request }) => {
  const session = await authorise(request, REPORT.screen.code!, 'read');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const first = periodOf(body, 'fromdate', 'todate', 'first');
  const second = periodOf(body, 'fromdate2', 'todate2', 'second');
  if (typeof first === 'string') return HttpResponse.json({ message: first }, { status: 400 });
  if (typeof second === 'string') return HttpResponse.json({ message: second }, { status: 400 });
  const [receipts, items] = await Promise.all([receiptsOf(session.companyCode), receiptItems(session.companyCode)]);
  const item = (itemId: string) => {
    const known = items.get(itemId);
    return { name: known?.name ?? itemId, unit: known?.unit ?? '' };
  };
  return HttpResponse.json(totalReport(REPORT.columns, comparisonRows(receivedLines(receipts), first, second, item)));
});

/** The purchase analysis (contract 03 section 11), computed from the stored goods receipts. */
export const priceComparisonHandlers: HttpHandler[] = [priceComparison];
