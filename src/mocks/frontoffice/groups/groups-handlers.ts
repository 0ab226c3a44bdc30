import type { HttpHandler } from 'msw';
import { groupRoutes } from './group-routes';

/** The demo backend's handlers of group operations. */
export const foGroupHandlers: HttpHandler[] = [...groupRoutes];
