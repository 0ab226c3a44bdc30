import type { ReportResult } from '../../engine/report/report';
import { totalReport } from '../../engine/report/report-totals';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import {
  COST_REPORT_ENDPOINTS as E,
  type CostReportEndpoint,
} from '../../modules/procurement/cost-reports/cost-report-endpoints';
import { PROCUREMENT_COST_REPORTS } from '../../modules/procurement/cost-reports/cost-reports';
import {
  advanceRows,
  dayBookRows,
  liableAdvanceRows,
  snapshotRows,
} from '../../modules/procurement/cost-reports/ledger-rows';
import {
  consolidatedRows,
  detailedRows,
  purchaseRows,
  purchasesIn,
  supplierConsolidatedRows,
} from '../../modules/procurement/cost-reports/purchase-rows';
import type { ReportPeriod } from '../../modules/procurement/cost-reports/report-period';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { partyLedger } from './party-ledger-store';
import { supplierNames } from '../core/inward/receipt-context';
import { receiptsOf, type StoredOrder } from '../core/inward/receipt-store';
import { withOverallPercent } from '../../modules/procurement/cost-reports/return-ratio-rows';
import { RETURN_REPORT_ROWS } from './cost-report-returns';
import type { CostReportRows, CostReportSources } from './cost-report-sources';

/** The order numbers a receipt (not cancelled) was made against: their advances are taken off a bill. */
async function receivedOrders(companyCode: number): Promise<Set<string>> {
  await ensureSeeded('procurement.purchase-orders', companyCode);
  const [orders, receipts] = await Promise.all([
    listRecords<StoredOrder>('procurement.purchase-orders', companyCode),
    receiptsOf(companyCode),
  ]);
  const received = new Set(
    receipts
      .filter(({ header }) => header.pos !== CANCELLED && header.refPoid !== null)
      .map(({ header }) => header.refPoid),
  );
  return new Set(orders.filter((order) => received.has(order.recordId)).map((order) => order.seq));
}

const purchases = async ({ companyCode, period }: CostReportSources) =>
  purchasesIn(await receiptsOf(companyCode), period);

/** Each report's rows from the stored receipts, the supplier ledger, the returns and the credit notes. */
const ROWS: Readonly<Record<CostReportEndpoint, CostReportRows>> = {
  [E.purchases]: async (sources) => purchaseRows(await purchases(sources), sources.name),
  [E.detailed]: async (sources) => detailedRows(await purchases(sources)),
  [E.consolidated]: async (sources) => consolidatedRows(await purchases(sources)),
  [E.supplierWise]: async (sources) => purchaseRows(await purchases(sources), sources.name),
  [E.supplierConsolidated]: async (sources) => supplierConsolidatedRows(await purchases(sources), sources.name),
  [E.dayBook]: async ({ companyCode, period, name }) => dayBookRows(await partyLedger(companyCode), period, name),
  [E.snapshot]: async ({ companyCode, period, name }) => snapshotRows(await partyLedger(companyCode), period, name),
  [E.advances]: async ({ companyCode, period, name }) => advanceRows(await partyLedger(companyCode), period, name),
  [E.advancesLiable]: async ({ companyCode, period, name }) =>
    liableAdvanceRows(await partyLedger(companyCode), period, await receivedOrders(companyCode), name),
  ...RETURN_REPORT_ROWS,
};

/** One cost report computed for a company: rows, group subtotals and totals (money summed in paise). */
export async function costReport(
  endpoint: CostReportEndpoint,
  companyCode: number,
  period: ReportPeriod,
): Promise<ReportResult> {
  const report = PROCUREMENT_COST_REPORTS.find((candidate) => candidate.endpoint === endpoint)!;
  const names = await supplierNames(companyCode);
  const rows = await ROWS[endpoint]({ companyCode, period, name: (id) => names.get(id) ?? id });
  const result = totalReport(report.columns, rows, report.groupBy);
  return endpoint === E.purchasesToReturns ? withOverallPercent(result) : result;
}
