import type { HttpHandler } from 'msw';

/** The demo backend's handlers of the room panel, room status, housekeeping and reservations (issue 18). */
export const foPanelHandlers: HttpHandler[] = [];
