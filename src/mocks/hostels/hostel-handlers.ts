import type { HttpHandler } from 'msw';
import { billingHandlers } from './billing-handlers';
import { chargeHandlers } from './charge-handlers';
import { dashboardHandler } from './dashboard-handler';
import { panelHandlers } from './panel-handlers';
import { receiptHandlers } from './receipt-handlers';
import { reportHandlers } from './report-handlers';

/**
 * The demo backend's handlers of the hostels' room panel, charges, monthly billing, receipts, reports and dashboard.
 */
export const hostelHandlers: HttpHandler[] = [
  ...panelHandlers,
  ...chargeHandlers,
  ...billingHandlers,
  ...receiptHandlers,
  ...reportHandlers,
  dashboardHandler,
];
