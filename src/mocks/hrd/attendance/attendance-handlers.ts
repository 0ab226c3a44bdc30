import type { HttpHandler } from 'msw';
import { dayHandlers } from './day-handlers';
import { monthGridHandler } from './month-grid-handler';
import { shiftAssignHandlers } from './shift-assign-handlers';

/** The demo backend's HR attendance routes: the contract's day routes, our month grid, shift assignment. */
export const attendanceHandlers: HttpHandler[] = [...dayHandlers, monthGridHandler, ...shiftAssignHandlers];
