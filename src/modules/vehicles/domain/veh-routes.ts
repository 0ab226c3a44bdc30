/**
 * The vehicles desk's routes: transport assignments and the dashboard. Not public on the real server
 * (contract 06-school.md), so ours in the family's convention: POST, `usr` in every body; reads take
 * GeneralInformation (`recordId`, `detail`, `frmDate`, `toDate`); saves take `{ header, lines, traCheck, usr }` and
 * answer `{ result: 'OK' | <refusal>, seq? }`. The masters keep theirs (api/VehRoutes/*, api/VehRouteFees/*,
 * api/VehVehicles/*). Shapes: veh-types.ts.
 */
export const VEH_ROUTES = {
  /** `{}` → { today, routes (with their stops, seats and riders), pupils (RollPupil-like, with their assignment) }. */
  transportRequirements: 'api/VehTransport/GetVehTransportRequirements',
  /** `{ detail: route }` → TransportAssignment[] of the route ('' or absent: every route). */
  transportAssignments: 'api/VehTransport/GetVehTransportAssignments',
  /**
   * `{ header: { admissionNo, route, stop, way, fromDate, toDate? }, traCheck: 1 assign | 2 change | 3 stop }` →
   * `{ result, seq: admissionNo }`.
   */
  saveTransportAssignment: 'api/VehTransport/SetVehTransportAssignment',
  /** `{}` → the dashboard's figures (riders per route, seats free, transport dues). */
  dashboard: 'api/VehDashboard/GetVehiclesDashboard',
} as const;

/** The react-query key every vehicles transaction read starts with; every vehicles write invalidates it. */
export const VEH_KEY = 'vehicles';
