import type { HttpHandler } from 'msw';

/** Issue 21, owned by WP7. */
export const inwardHandlers: HttpHandler[] = [];
