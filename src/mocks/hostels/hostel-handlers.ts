import type { HttpHandler } from 'msw';

/** The demo backend's handlers of the hostels' room panel, charges, monthly billing, receipts, reports and dashboard (issue 18). */
export const hostelHandlers: HttpHandler[] = [];
