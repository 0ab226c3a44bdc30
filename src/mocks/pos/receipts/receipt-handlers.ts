import type { HttpHandler } from 'msw';

/** The demo backend's handlers of customer receipts and employee and agent payments. */
export const customerReceiptHandlers: HttpHandler[] = [];
