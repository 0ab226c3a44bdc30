import type { HttpHandler } from 'msw';
import { commissionRoutes } from './commission-routes';
import { employeeRateRoutes } from './employee-rate-routes';
import { keyReportRoutes } from './key-report-routes';
import { receiptRoutes } from './receipt-routes';

/** The demo backend's handlers of customer receipts, employee and agent payments, and the stock sales key reports. */
export const customerReceiptHandlers: HttpHandler[] = [
  ...receiptRoutes,
  ...commissionRoutes('agent'),
  ...commissionRoutes('employee'),
  ...employeeRateRoutes,
  ...keyReportRoutes,
];
