import type { HttpHandler } from 'msw';

/**
 * Owned by WP6 (issue 20). Marks sheets and report cards (STU_ROUTES.marksRequirements, marksSheet, saveMarksSheet, reportCards).
 * A stub (no handlers) until WP6 lands; the module's handlers file spreads it.
 */
export const marksHandlers: HttpHandler[] = [];
