import type { HttpHandler } from 'msw';

/** The demo backend's HR attendance routes (issue 19). */
export const attendanceHandlers: HttpHandler[] = [];
