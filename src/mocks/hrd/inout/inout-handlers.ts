import type { HttpHandler } from 'msw';

/** The demo backend's HR inout routes (issue 19). */
export const inoutHandlers: HttpHandler[] = [];
