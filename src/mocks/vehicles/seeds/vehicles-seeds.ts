import { ROUTE_FEES } from '../../../modules/vehicles/resources/route-fees';
import { ROUTES } from '../../../modules/vehicles/resources/routes';
import { VEHICLES } from '../../../modules/vehicles/resources/vehicles';
import type { SeedSet } from '../../core/seeds/seed-set';
import { routeFeeSeed } from './route-fees';
import { routeSeed } from './routes';
import { vehicleSeed } from './vehicles';

/**
 * Starting records of the vehicles masters: school buses and routes for D-SHI, cabs for D-RID, staff transport
 * elsewhere.
 */
export const VEHICLES_SEEDS: readonly SeedSet[] = [
  { resource: ROUTES, rows: routeSeed },
  { resource: ROUTE_FEES, rows: routeFeeSeed },
  { resource: VEHICLES, rows: vehicleSeed },
];
