import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.vehicles;
// The spec gives vehicles no module or menu codes: module 15 is ours (MODULE.vehicles), and the menus follow
// accounts: 1 masters (2 transactions and 8 reports are kept free; the spec says they are not live);
// dashboard menu 0 screen 0 transaction 1.
const MASTERS = 1;

/** Every vehicles route (spec section 2, "Vehicles") with its title and permission code. */
export const VEHICLES = {
  vehDashboard: screen('vehicles/veh-dashboard', 'Vehicles dashboard', dashboardCode(M)),
  vehRoutes: screen('vehicles/veh-routes', 'Routes', code(M, MASTERS, 1)),
  vehRouteFees: screen('vehicles/veh-route-fees', 'Route fees', code(M, MASTERS, 2)),
  vehVehicle: screen('vehicles/veh-vehicle', 'Vehicles', code(M, MASTERS, 3)),
} as const;
