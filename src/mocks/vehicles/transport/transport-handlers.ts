import type { HttpHandler } from 'msw';

/**
 * Owned by WP8 (issue 20). Transport assignments (VEH_ROUTES.transportRequirements … saveTransportAssignment) and the vehicles dashboard from real data (VEH_ROUTES.dashboard): registered before the generic dashboards, it answers first.
 * A stub (no handlers) until WP8 lands; the module's handlers file spreads it.
 */
export const transportHandlers: HttpHandler[] = [];
