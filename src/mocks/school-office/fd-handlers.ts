import type { HttpHandler } from 'msw';
import { deskHandlers } from './desk/desk-handlers';
import { enquiryHandlers } from './enquiries/enquiry-handlers';
import './fd-seeders';
import { feesHandlers } from './fees/fees-handlers';
import { reportsHandlers } from './reports/reports-handlers';

/** The demo backend's front desk transactions, student views and reports, before the generic handlers. */
export const fdHandlers: HttpHandler[] = [...feesHandlers, ...enquiryHandlers, ...deskHandlers, ...reportsHandlers];
