import { VEHICLES as V } from '../catalogue/vehicles';
import { group, link, moduleGroup } from '../menu-builders';

/**
 * The vehicles sidebar group (spec section 2, "Vehicles"): the spec's transactions and reports are not live, so left
 * out; its one transaction is the transport assignments (D-SHI's sidebar takes this group).
 */
export const VEHICLES_MENU = moduleGroup('Vehicles', 'vehicles', 'Complete Vehicle and Route Management', [
  link(V.vehDashboard, 'Dashboard'),
  group('Masters', [link(V.vehRoutes), link(V.vehRouteFees), link(V.vehVehicle)]),
  group('Transactions', [link(V.vehTransport)]),
]);
