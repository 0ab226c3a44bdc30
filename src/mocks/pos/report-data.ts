import type { ReportDeclaration, ReportResult, ReportRow } from '../../engine/report/report';
import { totalReport } from '../../engine/report/report-totals';
import { discountedRows, consolidatedSalesRows, ncVoidRows, salesListRows, specialSaleRows } from '../../modules/pos/reports/bill-rows';
import { periodComparisonRows, priceComparisonRows } from '../../modules/pos/reports/comparison-rows';
import { itemConsolidationRows, itemDetailRows, itemSalesRows, kotGroupRows, rankedItemRows } from '../../modules/pos/reports/item-rows';
import { kotRows } from '../../modules/pos/reports/kot-rows';
import { POS_REPORT_ENDPOINTS as E, SPECIAL, type PosReportEndpoint } from '../../modules/pos/reports/pos-report-endpoints';
import { billsIn, type SalesQuery } from '../../modules/pos/reports/sales-query';
import { consolidatedSettlementRows, settlementRows } from '../../modules/pos/reports/settlement-rows';
import { tableStatusRows } from '../../modules/pos/reports/table-status-rows';
import type { Bill } from '../../engine/pos/domain/billing-types';
import { billsDated, billsOf, kotTicketsOf, runningTablesOf } from './billing-store';
import { posToday } from './report-dates';
import { priceListsOf, reportMasters, type ReportMasters } from './report-masters';

/** What a report handler has read from the request: the query, the second period (period comparison), N and the recordId. */
export interface PosReportAsk {
  query: SalesQuery;
  second: { from: string; to: string };
  top: number;
  recordId: number;
}

interface Sources extends PosReportAsk {
  companyCode: number;
  masters: ReportMasters;
  bills: () => Promise<Bill[]>;
}

const ROWS: Readonly<Record<PosReportEndpoint, (sources: Sources) => Promise<readonly ReportRow[]>>> = {
  [E.sales]: async ({ bills, masters }) => salesListRows(await bills(), masters.names),
  [E.consolidated]: async ({ bills, masters }) => consolidatedSalesRows(await bills(), masters.names),
  [E.settlementsConsolidated]: async ({ bills }) => consolidatedSettlementRows(await bills()),
  [E.settlements]: async ({ bills, masters }) => settlementRows(await bills(), masters.names),
  [E.special]: async ({ bills, masters, query, recordId }) =>
    recordId === SPECIAL.ncOrVoid ? ncVoidRows(await bills(), masters.names, query.detail) : specialSaleRows(await bills(), masters.names, recordId === SPECIAL.tableWise ? 'table' : 'waiter', query.detail),
  [E.discounted]: async ({ bills, masters }) => discountedRows(await bills(), masters.names),
  [E.itemWise]: async ({ bills, masters }) => itemSalesRows(await bills(), masters.names),
  [E.itemDetails]: async ({ bills, masters, query }) => itemDetailRows(await bills(), masters.names, query.detail),
  [E.itemConsolidations]: async ({ bills, masters }) => itemConsolidationRows(await bills(), masters.names),
  [E.top]: async ({ bills, masters, query, top }) => rankedItemRows(await bills(), masters.names, 'top', query.detail === 'QTY' ? 'QTY' : 'VALUE', top),
  [E.least]: async ({ bills, masters, query, top }) => rankedItemRows(await bills(), masters.names, 'least', query.detail === 'QTY' ? 'QTY' : 'VALUE', top),
  [E.kotGroups]: async ({ bills, masters }) => kotGroupRows(await bills(), masters.names),
  [E.kots]: async ({ companyCode, masters, query }) => kotRows((await kotTicketsOf(companyCode)).values(), masters.names, query),
  [E.tableStatus]: async ({ companyCode, masters, query }) => {
    const today = posToday();
    const bills = billsIn(await billsDated(companyCode, today, today), { from: today, to: today, outlet: query.outlet });
    return tableStatusRows({ tables: masters.tables, running: (await runningTablesOf(companyCode)).values(), bills, names: masters.names, outlet: query.outlet, now: new Date() });
  },
  [E.priceComparison]: async ({ companyCode, masters, query }) => priceComparisonRows(masters.items, masters.outlets, await priceListsOf(companyCode), query.from, query.outlet),
  [E.periodComparison]: async ({ companyCode, masters, query, second }) =>
    periodComparisonRows([...(await billsOf(companyCode)).values()], masters.outlets, { first: second, second: { from: query.from, to: query.to } }, query.outlet),
};

/** One restaurant report computed for a company from its stored bills, KOTs, running tables and masters: rows, groups and exact totals. */
export async function posReport(report: ReportDeclaration, companyCode: number, ask: PosReportAsk): Promise<ReportResult> {
  const masters = await reportMasters(companyCode);
  const bills = async () => billsIn(await billsDated(companyCode, ask.query.from, ask.query.to), ask.query);
  const rows = await ROWS[report.endpoint as PosReportEndpoint]({ ...ask, companyCode, masters, bills });
  return totalReport(report.columns, rows, report.groupBy);
}
