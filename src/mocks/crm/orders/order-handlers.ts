import type { HttpHandler } from 'msw';

/** Issue 21, owned by WP3. */
export const orderHandlers: HttpHandler[] = [];
