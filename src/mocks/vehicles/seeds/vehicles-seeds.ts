import { ROUTE_FEES } from '../../../modules/vehicles/resources/route-fees';
import { ROUTES } from '../../../modules/vehicles/resources/routes';
import { VEHICLES } from '../../../modules/vehicles/resources/vehicles';
import type { SeedSet } from '../seed-set';
import { routeFeeSeed } from './vehicles/route-fees';
import { routeSeed } from './vehicles/routes';
import { vehicleSeed } from './vehicles/vehicles';

/** Starting records of the vehicles masters: school buses and routes for D-SHI, cabs for D-RID, staff transport elsewhere. */
export const VEHICLES_SEEDS: readonly SeedSet[] = [
  { resource: ROUTES, rows: routeSeed },
  { resource: ROUTE_FEES, rows: routeFeeSeed },
  { resource: VEHICLES, rows: vehicleSeed },
];
