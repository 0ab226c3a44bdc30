import type { HttpHandler } from 'msw';

/**
 * Owned by WP3 (issue 20). Visitors, complaints, meetings, trainings and book sales (FD_ROUTES.visitors … cancelBookSale).
 * A stub (no handlers) until WP3 lands; the module's handlers file spreads it.
 */
export const deskHandlers: HttpHandler[] = [];
