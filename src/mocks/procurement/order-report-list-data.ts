import type { ReportRow } from '../../engine/report/report';
import type { ReportPeriod } from '../../modules/procurement/cost-reports/report-period';
import { ORDER_REPORT_ENDPOINTS as E } from '../../modules/procurement/order-reports/order-report-endpoints';
import { requestLineBalances, storedOrders } from './bulk-order-pending';
import { storedEnquiries } from './enquiry-store';
import {
  enquiryListRows,
  itemWisePendingRows,
  orderListRows,
  requestListRows,
  supplierWiseOrderRows,
} from './order-report-list-rows';
import { storedQuotations } from './quotation-store';
import { serverToday } from '../core/server-dates';

/** What an order-management report is asked: the period, `detail` as the supplier, and `recordId` ('' = none). */
export interface OrderReportAsk extends ReportPeriod {
  recordId: string;
}

export type OrderReportRows = (
  companyCode: number,
  ask: OrderReportAsk,
  names: ReadonlyMap<string, string>,
) => Promise<ReportRow[]>;

type ListEndpoint =
  | typeof E.requests
  | typeof E.itemWisePendingRequests
  | typeof E.enquiries
  | typeof E.orders
  | typeof E.supplierWiseOrders;

/** The lists' rows, each computed from what the stores hold now. */
export const ORDER_LIST_ROWS: Readonly<Record<ListEndpoint, OrderReportRows>> = {
  [E.requests]: async (companyCode, ask) => requestListRows(await requestLineBalances(companyCode), ask),
  [E.itemWisePendingRequests]: async (companyCode, ask) =>
    itemWisePendingRows(await requestLineBalances(companyCode), ask, ask.recordId),
  [E.enquiries]: async (companyCode, ask) => {
    const [enquiries, quotations] = await Promise.all([storedEnquiries(companyCode), storedQuotations(companyCode)]);
    // No choice sent reads as 1, every enquiry.
    return enquiryListRows(enquiries, quotations, ask, Number(ask.recordId || 1), serverToday());
  },
  [E.orders]: async (companyCode, ask, names) =>
    orderListRows(await storedOrders(companyCode), ask, (id) => names.get(id) ?? id),
  [E.supplierWiseOrders]: async (companyCode, ask, names) =>
    supplierWiseOrderRows(await storedOrders(companyCode), ask, (id) => names.get(id) ?? id),
};
