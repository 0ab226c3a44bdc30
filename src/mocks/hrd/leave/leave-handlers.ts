import type { HttpHandler } from 'msw';

/** The demo backend's HR leave routes (issue 19). */
export const leaveHandlers: HttpHandler[] = [];
