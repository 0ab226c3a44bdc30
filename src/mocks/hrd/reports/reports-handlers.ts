import type { HttpHandler } from 'msw';

/** The demo backend's HR reports routes (issue 19). */
export const reportsHandlers: HttpHandler[] = [];
