import type { HttpHandler } from 'msw';

/** The demo backend's HR advances routes (issue 19). */
export const advancesHandlers: HttpHandler[] = [];
