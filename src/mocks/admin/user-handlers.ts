import type { HttpHandler } from 'msw';

/** Being written (this session). */
export const userHandlers: HttpHandler[] = [];
