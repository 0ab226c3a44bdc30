import type { HttpHandler } from 'msw';

/**
 * Owned by WP8 (issue 20). Whatever the student views (fd-students1, 3, 4) and the NOC need beyond their reports (their rows are in reports/report-rows-views.ts).
 * A stub (no handlers) until WP8 lands; the module's handlers file spreads it.
 */
export const viewHandlers: HttpHandler[] = [];
