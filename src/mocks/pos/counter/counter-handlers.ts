import type { HttpHandler } from 'msw';

/** The demo backend's handlers of counter sales, returns and debit notes. */
export const counterHandlers: HttpHandler[] = [];
