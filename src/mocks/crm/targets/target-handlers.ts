import type { HttpHandler } from 'msw';

/** Issue 21, owned by WP4. */
export const targetHandlers: HttpHandler[] = [];
