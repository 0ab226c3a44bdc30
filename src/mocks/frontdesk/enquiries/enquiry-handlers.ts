import type { HttpHandler } from 'msw';

/**
 * Owned by WP2 (issue 20). Calls (enquiries), their follow-ups and conversion to admission, and presentations (FD_ROUTES.callRequirements … savePresentation).
 * A stub (no handlers) until WP2 lands; the module's handlers file spreads it.
 */
export const enquiryHandlers: HttpHandler[] = [];
