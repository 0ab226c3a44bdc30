import type { HttpHandler } from 'msw';

/**
 * Owned by WP8 (issue 20). Penalties given, collected and cancelled (STU_ROUTES.penaltyRequirements … cancelPenalty).
 * A stub (no handlers) until WP8 lands; the module's handlers file spreads it.
 */
export const penaltiesHandlers: HttpHandler[] = [];
