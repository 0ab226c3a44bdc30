import type { HttpHandler } from 'msw';
import { panelRoutes } from './panel-routes';
import { reservationRoutes } from './reservation-routes';
import { roomMasterGuard } from './room-master-guard';

/** The demo backend's handlers of the room panel, room status, housekeeping and reservations. */
export const foPanelHandlers: HttpHandler[] = [...panelRoutes, ...reservationRoutes, roomMasterGuard];
