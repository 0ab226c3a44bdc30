import type { HttpHandler } from 'msw';
import { paymentHandlers } from './payment-handlers';
import { salaryReportHandlers } from './report-handlers';
import { statementHandlers } from './statement-handlers';

/**
 * The demo backend's HR payments routes: salary payments and payslips, the bank, PF and ESI statements, the salary
 * account reports.
 */
export const paymentsHandlers: HttpHandler[] = [...paymentHandlers, ...statementHandlers, ...salaryReportHandlers];
