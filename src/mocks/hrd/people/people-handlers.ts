import type { HttpHandler } from 'msw';

/** The demo backend's HR people routes (issue 19). */
export const peopleHandlers: HttpHandler[] = [];
