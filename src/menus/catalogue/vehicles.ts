import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.vehicles;
// The spec gives vehicles no module or menu codes: module 15 is ours (MODULE.vehicles), and the menus follow
// accounts: 1 masters, 2 transactions (8 reports is kept free); dashboard menu 0 screen 0 transaction 1.
const MASTERS = 1;
const TRANSACTIONS = 2;

/**
 * Every vehicles route (spec section 2, "Vehicles") with its title and permission code, and the transport assignments.
 */
export const VEHICLES = {
  vehDashboard: screen('vehicles/veh-dashboard', 'Vehicles dashboard', dashboardCode(M)),
  vehRoutes: screen('vehicles/veh-routes', 'Routes', code(M, MASTERS, 1)),
  vehRouteFees: screen('vehicles/veh-route-fees', 'Route fees', code(M, MASTERS, 2)),
  vehVehicle: screen('vehicles/veh-vehicle', 'Vehicles', code(M, MASTERS, 3)),
  /**
   * Students on a route and stop, each way or one, from a date (the spec says vehicles transactions are
   * not live and names no route, so this one is ours).
   */
  vehTransport: screen('vehicles/veh-transport', 'Transport assignments', code(M, TRANSACTIONS, 1)),
} as const;
