import type { HttpHandler } from 'msw';

/** The demo backend's handlers of stock sales, sale advances and the dispatch gate pass. */
export const stockSalesHandlers: HttpHandler[] = [];
