import type { HttpHandler } from 'msw';

/**
 * Owned by WP7 (issue 20). Issues, returns with fines and journal receipts (LIB_ROUTES), and the library dashboard from real data (LIB_ROUTES.dashboard): registered before the generic dashboards, it answers first.
 * A stub (no handlers) until WP7 lands; the module's handlers file spreads it.
 */
export const circulationHandlers: HttpHandler[] = [];
