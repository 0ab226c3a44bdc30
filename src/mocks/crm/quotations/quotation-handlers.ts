import type { HttpHandler } from 'msw';

/** Issue 21, owned by WP2. */
export const quotationHandlers: HttpHandler[] = [];
