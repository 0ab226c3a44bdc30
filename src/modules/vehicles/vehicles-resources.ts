import type { ResourceDeclaration } from '../../engine/resource';
import { ROUTE_FEES } from './resources/route-fees';
import { ROUTES } from './resources/routes';
import { VEHICLES } from './resources/vehicles';

/** The vehicles masters declared for the engine (and served by the demo backend's generic handlers). */
export const VEHICLES_RESOURCES: readonly ResourceDeclaration[] = [ROUTES, ROUTE_FEES, VEHICLES];
