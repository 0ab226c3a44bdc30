import type { ReportDeclaration, ReportResult, ReportRow } from '../../engine/report/report';
import { totalReport } from '../../engine/report/report-totals';
import {
  discountedRows,
  consolidatedSalesRows,
  ncVoidRows,
  salesListRows,
  specialSaleRows,
} from '../../modules/pos/reports/bill-rows';
import { periodComparisonRows, priceComparisonRows } from '../../modules/pos/reports/comparison-rows';
import {
  itemConsolidationRows,
  itemDetailRows,
  itemSalesRows,
  kotGroupRows,
  rankedItemRows,
} from '../../modules/pos/reports/item-rows';
import { kotRows } from '../../modules/pos/reports/kot-rows';
import {
  POS_REPORT_ENDPOINTS as E,
  SPECIAL,
  type PosReportEndpoint,
} from '../../modules/pos/reports/pos-report-endpoints';
import { outletGroupedReport, outletRows, type OutletRows } from '../../modules/pos/reports/outlet-groups';
import { billsIn, type SalesQuery } from '../../modules/pos/reports/sales-query';
import { consolidatedSettlementRows, settlementRows } from '../../modules/pos/reports/settlement-rows';
import { tableStatusRows } from '../../modules/pos/reports/table-status-rows';
import type { Bill } from '../../kits/billing/domain/bill-types';
import type { NamedCode } from '../../kits/billing/domain/master-types';
import { billsDated, billsOf, kotTicketsOf, runningTablesOf } from '../core/billing/billing-store';
import { serverToday } from '../core/server-dates';
import { priceListsOf, type ReportMasters } from './report-masters';

/**
 * What a report handler has read from the request: the query, the second period (period comparison), N and the
 * recordId.
 */
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
    recordId === SPECIAL.ncOrVoid
      ? ncVoidRows(await bills(), masters.names, query.detail)
      : specialSaleRows(
          await bills(),
          masters.names,
          recordId === SPECIAL.tableWise ? 'table' : 'waiter',
          query.detail,
        ),
  [E.discounted]: async ({ bills, masters }) => discountedRows(await bills(), masters.names),
  [E.itemWise]: async ({ bills, masters }) => itemSalesRows(await bills(), masters.names),
  [E.itemDetails]: async ({ bills, masters, query }) => itemDetailRows(await bills(), masters.names, query.detail),
  [E.itemConsolidations]: async ({ bills, masters }) => itemConsolidationRows(await bills(), masters.names),
  [E.top]: async ({ bills, masters, query, top }) =>
    rankedItemRows(await bills(), masters.names, 'top', query.detail === 'QTY' ? 'QTY' : 'VALUE', top),
  [E.least]: async ({ bills, masters, query, top }) =>
    rankedItemRows(await bills(), masters.names, 'least', query.detail === 'QTY' ? 'QTY' : 'VALUE', top),
  [E.kotGroups]: async ({ bills, masters }) => kotGroupRows(await bills(), masters.names),
  [E.kots]: async ({ companyCode, masters, query }) =>
    kotRows((await kotTicketsOf(companyCode)).values(), masters.names, query),
  [E.tableStatus]: async ({ companyCode, masters, query }) => {
    const today = serverToday();
    const bills = billsIn(await billsDated(companyCode, today, today), {
      from: today,
      to: today,
      outlet: query.outlet,
    });
    return tableStatusRows({
      tables: masters.tables,
      running: (await runningTablesOf(companyCode)).values(),
      bills,
      names: masters.names,
      outlet: query.outlet,
      now: new Date(),
    });
  },
  [E.priceComparison]: async ({ companyCode, masters, query }) =>
    priceComparisonRows(masters.items, masters.outlets, await priceListsOf(companyCode), query.from, query.outlet),
  [E.periodComparison]: async ({ companyCode, masters, query, second }) =>
    periodComparisonRows(
      [...(await billsOf(companyCode)).values()],
      masters.outlets,
      { first: second, second: { from: query.from, to: query.to } },
      query.outlet,
    ),
};

/** Reports whose rows are the outlets themselves: listed as they are, never one group per row. */
const ROWS_ARE_OUTLETS: ReadonlySet<string> = new Set([E.periodComparison]);

/** The period's bills by outlet code, read once however many outlets the report covers. */
function periodBills(companyCode: number, query: SalesQuery): () => Promise<Map<string, Bill[]>> {
  let read: Promise<Map<string, Bill[]>> | undefined;
  const partition = async () => {
    const byOutlet = new Map<string, Bill[]>();
    for (const bill of billsIn(await billsDated(companyCode, query.from, query.to), { ...query, outlet: '' })) {
      const bills = byOutlet.get(bill.outlet);
      if (bills) bills.push(bill);
      else byOutlet.set(bill.outlet, [bill]);
    }
    return byOutlet;
  };
  return () => (read ??= partition());
}

/**
 * One restaurant report computed for a company from its stored bills, KOTs, running tables and masters, for the
 * outlets it covers (reportOutlets: the one asked for, or every outlet the user may see). Each outlet's rows are
 * computed from its own figures; with no outlet asked for they are grouped by outlet, each with its subtotal,
 * then the grand total; with one, grouped as the report declares.
 */
export async function posReport(
  report: ReportDeclaration,
  companyCode: number,
  masters: ReportMasters,
  ask: PosReportAsk,
  outlets: readonly NamedCode[],
): Promise<ReportResult> {
  const byOutlet = periodBills(companyCode, ask.query);
  const rowsOf = ROWS[report.endpoint as PosReportEndpoint];
  const parts: OutletRows[] = await Promise.all(
    outlets.map(async (outlet) => {
      const query = { ...ask.query, outlet: outlet.code };
      return {
        outlet,
        rows: await rowsOf({
          ...ask,
          query,
          companyCode,
          masters,
          bills: async () => (await byOutlet()).get(outlet.code) ?? [],
        }),
      };
    }),
  );
  if (ask.query.outlet === '' && !ROWS_ARE_OUTLETS.has(report.endpoint))
    return outletGroupedReport(report.columns, parts);
  return totalReport(report.columns, outletRows(parts), report.groupBy);
}
