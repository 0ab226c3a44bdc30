import type { HttpHandler } from 'msw';

/** Issue 21, owned by WP1. */
export const leadHandlers: HttpHandler[] = [];
