import type { HttpHandler } from 'msw';
import { cformRoutes } from './cform-routes';
import { checkinRoutes } from './checkin-routes';
import { stayRoutes } from './stay-routes';

/**
 * The demo backend's handlers of check-in (full, quick, house guest), guests, change details, guest management,
 * registration card, cancel check-in and C-Forms.
 */
export const foCheckinHandlers: HttpHandler[] = [...checkinRoutes, ...stayRoutes, ...cformRoutes];
