import type { HttpHandler } from 'msw';

/** The demo backend's HR payments routes (issue 19). */
export const paymentsHandlers: HttpHandler[] = [];
