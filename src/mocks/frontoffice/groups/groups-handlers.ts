import type { HttpHandler } from 'msw';

/** The demo backend's handlers of group operations (issue 18). */
export const foGroupHandlers: HttpHandler[] = [];
