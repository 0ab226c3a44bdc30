import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReportDeclaration, ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import { fromPaise, sumPaise } from '../../../lib/money/money';
import { stockSalesDashboard } from '../../../modules/pos/stock-sales/domain/dashboard-figures';
import {
  advanceRows,
  agentWiseRows,
  customerWiseRows,
  dayBookRows,
  salesListRows,
  type ReportNames,
  type SalesQuery,
} from '../../../modules/pos/stock-sales/domain/report-rows';
import type { SaleHeader } from '../../../modules/pos/stock-sales/domain/stock-sale-types';
import {
  STOCK_SALES_DASHBOARD,
  STOCK_SALES_REPORTS,
  STOCK_SALES_REPORT_ENDPOINTS as E,
} from '../../../modules/pos/stock-sales/reports/stock-sales-reports';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { authorise } from '../../core/sessions/authorise';
import { wireDate } from '../../core/server-dates';
import { customerOutstandingPaise } from '../../core/accounting/party-postings';
import { advancesWithLeft, saleAdvancesOf } from './sale-advance-store';
import { withLivePending } from './sale-receivable';
import { saleAgents, saleCustomers, saleEmployees, saleTypes } from '../../core/sales/sale-masters';
import { billsDated } from '../../core/billing/billing-store';
import { salesOf } from '../../core/sales/sale-store';

async function reportNames(companyCode: number): Promise<ReportNames> {
  const [customers, types, agents, employees] = await Promise.all([
    saleCustomers(companyCode),
    saleTypes(companyCode),
    saleAgents(companyCode),
    saleEmployees(companyCode),
  ]);
  const byCode = (rows: ReadonlyArray<{ code: string; name: string }>) =>
    new Map(rows.map((row) => [row.code, row.name]));
  return {
    customers: new Map(customers.map((row) => [row.code, { name: row.name, group: row.group }])),
    saleTypes: byCode(types),
    agents: byCode(agents),
    employees: byCode(employees),
  };
}

async function advancesWithAdjusted(companyCode: number) {
  const adjusted = new Map(
    (await advancesWithLeft(companyCode)).map((row) => [row.advance.recordId, fromPaise(row.adjustedPaise)]),
  );
  return (await saleAdvancesOf(companyCode)).map((advance) => ({
    ...advance,
    adjusted: adjusted.get(advance.recordId) ?? 0,
  }));
}

type Rows = (companyCode: number, sales: readonly SaleHeader[], query: SalesQuery) => Promise<ReportRow[]>;
const ROWS: Readonly<Record<string, Rows>> = {
  [E.sales]: async (companyCode, sales, query) => salesListRows(sales, query, await reportNames(companyCode)),
  [E.customerWise]: async (companyCode, sales, query) => customerWiseRows(sales, query, await reportNames(companyCode)),
  [E.agentWise]: async (companyCode, sales, query) => agentWiseRows(sales, query, await reportNames(companyCode)),
  [E.advances]: async (companyCode, _sales, query) => advanceRows(await advancesWithAdjusted(companyCode), query),
  [E.dayBook]: async (companyCode, sales, query) =>
    dayBookRows(
      sales,
      await advancesWithAdjusted(companyCode),
      query.from,
      await billsDated(companyCode, query.from, query.from),
    ),
};

const refuse = (message: string) => HttpResponse.json({ message }, { status: 400 });

/** One report `{ frmDate, toDate?, detail?: customer, usr }`, read with its screen's permission. */
function reportHandler(report: ReportDeclaration) {
  return http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = wireDate(body.frmDate);
    if (!from) return refuse('Give the first day of the report (frmDate).');
    const to = report.parameters.some((parameter) => parameter.name === 'toDate') ? wireDate(body.toDate) : from;
    if (!to) return refuse('Give the last day of the report (toDate).');
    if (from > to) return refuse('The report cannot start after it ends.');
    const customer = typeof body.detail === 'string' ? body.detail : '';
    const sales = await withLivePending(
      session.companyCode,
      (await salesOf(session.companyCode)).map((sale) => sale.header),
    );
    const rows = await ROWS[report.endpoint]!(session.companyCode, sales, { from, to, customer });
    return HttpResponse.json(totalReport(report.columns, rows, report.groupBy));
  });
}

/** The stock sales dashboard from the invoices, the advances and the customers' ledger. */
const dashboardHandler = http.post(`*/${STOCK_SALES_DASHBOARD.endpoint}`, async ({ request }) => {
  const session = await authorise(request, STOCK_SALES_DASHBOARD.screen.code!, 'read');
  if (session instanceof Response) return session;
  const { companyCode } = session;
  const [sales, advances, owed, types] = await Promise.all([
    salesOf(companyCode),
    advancesWithLeft(companyCode),
    customerOutstandingPaise(companyCode),
    saleTypes(companyCode),
  ]);
  return HttpResponse.json(
    stockSalesDashboard({
      sales: sales.map((sale) => sale.header),
      advancesHeldPaise: sumPaise(advances.map((row) => row.leftPaise)),
      receivablePaise: sumPaise(owed.values()),
      today: serverToday(),
      saleTypeNames: new Map(types.map((type) => [type.code, type.name])),
    }),
  );
});

/**
 * The stock sales reports and dashboard, computed from the stored invoices and advances (registered before the generic
 * ones).
 */
export const stockSalesReportHandlers: HttpHandler[] = [...STOCK_SALES_REPORTS.map(reportHandler), dashboardHandler];
