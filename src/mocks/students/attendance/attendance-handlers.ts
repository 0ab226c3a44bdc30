import type { HttpHandler } from 'msw';

/**
 * Owned by WP5 (issue 20). The class register and month grid (STU_ROUTES.attendanceRegister, saveAttendanceRegister, attendanceMonth), and optionally the students dashboard's attendance today.
 * A stub (no handlers) until WP5 lands; the module's handlers file spreads it.
 */
export const attendanceHandlers: HttpHandler[] = [];
