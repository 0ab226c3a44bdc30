import type { HttpHandler } from 'msw';
import { groupRoutes } from './group-routes';

/** The demo backend's handlers of group operations (issue 18). */
export const foGroupHandlers: HttpHandler[] = [...groupRoutes];
