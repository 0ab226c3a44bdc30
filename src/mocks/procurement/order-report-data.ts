import type { ReportResult, ReportRow } from '../../engine/report/report';
import { totalReport } from '../../engine/report/report-totals';
import { CANCELLED, isOrderOpenForReceipt, statusLabel } from '../../modules/procurement/domain/approval-status';
import { advanceRows } from '../../modules/procurement/cost-reports/ledger-rows';
import { forSupplier, inPeriod, type ReportPeriod } from '../../modules/procurement/cost-reports/report-period';
import {
  ORDER_REPORT_ENDPOINTS as E,
  type OrderReportEndpoint,
} from '../../modules/procurement/order-reports/order-report-endpoints';
import { PROCUREMENT_ORDER_REPORTS } from '../../modules/procurement/order-reports/order-reports';
import { requestLineBalances, storedOrders } from './bulk-order-pending';
import {
  expectedMaterialRows,
  expiredRequestRows,
  pendingOrderRows,
  pendingRequestRows,
  requestsToApproveRows,
  type OpenOrderLines,
} from './order-report-rows';
import { ORDER_LIST_ROWS, type OrderReportAsk, type OrderReportRows } from './order-report-list-data';
import { partyLedger } from './party-ledger-store';
import { pendingOrderLines, supplierNames } from '../core/inward/receipt-context';
import { receiptsOf, type StoredOrder } from '../core/inward/receipt-store';
import { serverToday } from '../core/server-dates';

type Names = ReadonlyMap<string, string>;

/**
 * The open orders (pos ≤ 3, pos 0 included) dated in the period, of the supplier asked for, with what each line still
 * awaits.
 */
async function openOrders(companyCode: number, period: ReportPeriod, names: Names): Promise<OpenOrderLines[]> {
  const orders = (await storedOrders(companyCode)).filter(
    (order) => isOrderOpenForReceipt(order.pos) && inPeriod(period, order.dat) && forSupplier(period, order.vendorid),
  );
  return Promise.all(
    orders.map(async (order) => {
      const lines = await pendingOrderLines(companyCode, order as unknown as StoredOrder, null);
      const reqdBy = (itemId: string) => order.lines.find((line) => line.itemId === itemId)?.reqdBy ?? null;
      return {
        seq: order.seq,
        dat: order.dat,
        vendorname: names.get(order.vendorid) ?? order.vendorid,
        status: statusLabel('order', order.pos),
        lines: lines.map((line) => ({ ...line, reqdBy: reqdBy(line.itemId) })),
      };
    }),
  );
}

/** The order numbers a receipt (not cancelled) was made against: their advances are deducted. */
async function receivedOrderNumbers(companyCode: number): Promise<Set<string>> {
  const [orders, receipts] = await Promise.all([storedOrders(companyCode), receiptsOf(companyCode)]);
  const received = new Set(
    receipts
      .filter(({ header }) => header.pos !== CANCELLED && header.refPoid !== null)
      .map(({ header }) => header.refPoid),
  );
  return new Set(orders.filter((order) => received.has(order.recordId)).map((order) => order.seq));
}

/**
 * Pending advances: the ADV rows of the supplier ledger paid in the period on orders no receipt has deducted them on
 * yet.
 */
async function pendingAdvanceRows(companyCode: number, period: ReportPeriod, names: Names): Promise<ReportRow[]> {
  const [ledger, deducted] = await Promise.all([partyLedger(companyCode), receivedOrderNumbers(companyCode)]);
  return advanceRows(ledger, period, (id) => names.get(id) ?? id).filter((row) => !deducted.has(String(row.order)));
}

const ROWS: Readonly<Record<OrderReportEndpoint, OrderReportRows>> = {
  [E.pendingRequests]: async (companyCode, period) =>
    pendingRequestRows(await requestLineBalances(companyCode), period),
  [E.requestsToApprove]: async (companyCode, period) =>
    requestsToApproveRows(await requestLineBalances(companyCode), period),
  [E.expiredRequests]: async (companyCode, period) =>
    expiredRequestRows(await requestLineBalances(companyCode), period, serverToday()),
  [E.pendingOrders]: async (companyCode, period, names) =>
    pendingOrderRows(await openOrders(companyCode, period, names)),
  [E.expectedMaterials]: async (companyCode, period, names) =>
    expectedMaterialRows(await openOrders(companyCode, period, names)),
  [E.pendingAdvances]: pendingAdvanceRows,
  ...ORDER_LIST_ROWS,
};

/** One order-management report computed for a company: rows and totals (money summed in paise). */
export async function orderReport(
  endpoint: OrderReportEndpoint,
  companyCode: number,
  ask: OrderReportAsk,
): Promise<ReportResult> {
  const report = PROCUREMENT_ORDER_REPORTS.find((candidate) => candidate.endpoint === endpoint)!;
  const rows = await ROWS[endpoint](companyCode, ask, await supplierNames(companyCode));
  return totalReport(report.columns, rows, report.groupBy);
}
