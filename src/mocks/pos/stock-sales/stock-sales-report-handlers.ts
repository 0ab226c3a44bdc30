import type { HttpHandler } from 'msw';

/** The stock sales reports and dashboard, computed from the stored invoices and advances. */
export const stockSalesReportHandlers: HttpHandler[] = [];
