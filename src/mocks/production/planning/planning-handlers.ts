import type { HttpHandler } from 'msw';

/** Issue 21, owned by WP5. */
export const planningHandlers: HttpHandler[] = [];
