import type { HttpHandler } from 'msw';

/** The demo backend's HR recruitment routes (issue 19). */
export const recruitmentHandlers: HttpHandler[] = [];
