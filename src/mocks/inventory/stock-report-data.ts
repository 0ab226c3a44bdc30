import type { ReportDeclaration, ReportResult } from '../../engine/report/report';
import { totalReport } from '../../engine/report/report-totals';
import { closingStockOf, stockIndex, type ClosingStockLine, type StockIndex } from '../../kits/stock/stock-balance';
import { detailedMovementRows, itemWiseRows, movementRows } from '../../modules/inventory/stock-reports/movement-rows';
import { neverPurchasedRows, rankedPurchaseRows } from '../../modules/inventory/stock-reports/purchase-ranking';
import {
  STOCK_REPORT_ENDPOINTS as E,
  type StockReportEndpoint,
} from '../../modules/inventory/stock-reports/stock-report-endpoints';
import type { StockQuery } from '../../modules/inventory/stock-reports/stock-query';
import {
  consolidatedStockRows,
  consolidationRows,
  snapshotRows,
} from '../../modules/inventory/stock-reports/stock-summary-rows';
import { activeItems, itemGroupRows, itemRows, stockNames } from './stock-report-masters';
import { currentStock, stockLedger } from '../core/stock/stock-store';

/**
 * The stock index and closing lines as on a day: the warm index on or after the latest movement (as the closing stock
 * report).
 */
async function stockAsOn(companyCode: number, asOn: string): Promise<{ index: StockIndex; lines: ClosingStockLine[] }> {
  const current = await currentStock(companyCode);
  const index = asOn >= current.lastDate ? current.index : stockIndex(await stockLedger(companyCode), asOn);
  return { index, lines: closingStockOf(index) };
}

/** Closing lines of the day before `from`: the rows dated before it. */
async function stockBefore(companyCode: number, from: string): Promise<ClosingStockLine[]> {
  const ledger = await stockLedger(companyCode);
  return closingStockOf(
    stockIndex(
      ledger.filter((row) => row.dat < from),
      from,
    ),
  );
}

type Rows = (
  companyCode: number,
  query: StockQuery,
  body: Readonly<Record<string, unknown>>,
) => Promise<ReportResult['rows']>;
const names = stockNames;
const ledger = stockLedger;

/** Each report's rows from the masters and the stock ledger. */
const ROWS: Readonly<Record<StockReportEndpoint, Rows>> = {
  [E.itemGroups]: (company) => itemGroupRows(company),
  [E.items]: (company, _query, body) => itemRows(company, typeof body.group === 'string' ? body.group : ''),
  [E.movements]: async (company, query) => movementRows(await ledger(company), query, await names(company)),
  [E.detailed]: async (company, query) => detailedMovementRows(await ledger(company), query, await names(company)),
  [E.dayBook]: async (company, query) => detailedMovementRows(await ledger(company), query, await names(company)),
  [E.itemWise]: async (company, query) => itemWiseRows(await ledger(company), query, await names(company)),
  [E.consolidated]: async (company, query) =>
    consolidatedStockRows((await stockAsOn(company, query.to)).lines, query, await names(company)),
  [E.snapshot]: async (company, query) => {
    const { index, lines } = await stockAsOn(company, query.to);
    return snapshotRows(index, lines, query, await names(company));
  },
  [E.consolidations]: async (company, query) =>
    consolidationRows(
      await ledger(company),
      await stockBefore(company, query.from),
      (await stockAsOn(company, query.to)).lines,
      query,
      await names(company),
    ),
  [E.top]: async (company, query) => rankedPurchaseRows(await ledger(company), query, await names(company), 'top'),
  [E.least]: async (company, query) => rankedPurchaseRows(await ledger(company), query, await names(company), 'least'),
  [E.never]: async (company, query) =>
    neverPurchasedRows(await ledger(company), await activeItems(company), query, await names(company)),
};

/**
 * One stock report computed for a company: rows, group subtotals and totals (money in paise, quantities in
 * thousandths).
 */
export async function stockReport(
  report: ReportDeclaration,
  companyCode: number,
  query: StockQuery,
  body: Readonly<Record<string, unknown>>,
): Promise<ReportResult> {
  const rows = await ROWS[report.endpoint as StockReportEndpoint](companyCode, query, body);
  return totalReport(report.columns, rows, report.groupBy);
}
