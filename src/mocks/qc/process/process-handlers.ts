import type { HttpHandler } from 'msw';

/** Issue 21, owned by WP8. */
export const processHandlers: HttpHandler[] = [];
