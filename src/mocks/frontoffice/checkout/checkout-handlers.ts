import type { HttpHandler } from 'msw';

/** The demo backend's handlers of check-out, the final bill, company bills and collections (issue 18). */
export const foCheckoutHandlers: HttpHandler[] = [];
