import type { HttpHandler } from 'msw';

/**
 * Owned by WP4 (issue 20). The timetable (STU_ROUTES.timetableRequirements, timetable, saveTimetable, teacherLoad).
 * A stub (no handlers) until WP4 lands; the module's handlers file spreads it.
 */
export const timetableHandlers: HttpHandler[] = [];
