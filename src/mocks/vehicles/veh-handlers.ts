import type { HttpHandler } from 'msw';
import { transportHandlers } from './transport/transport-handlers';
import './veh-seeders';

/** The demo backend's transport assignments and vehicles dashboard, before the generic handlers. */
export const vehHandlers: HttpHandler[] = [...transportHandlers];
