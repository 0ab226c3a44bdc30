import type { HttpHandler } from 'msw';

/** The demo backend's handlers of night audit, front office settings, the reports and the dashboard (issue 18). */
export const foAuditHandlers: HttpHandler[] = [];
