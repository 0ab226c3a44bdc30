import type { HttpHandler } from 'msw';

/** Issue 21, owned by WP6. */
export const batchHandlers: HttpHandler[] = [];
