import type { HttpHandler } from 'msw';

/** The demo backend's HR salary routes (issue 19). */
export const salaryHandlers: HttpHandler[] = [];
