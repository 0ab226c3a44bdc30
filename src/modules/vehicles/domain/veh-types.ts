import type { TransportWay } from '../../../kits/school/transport-way';
/**
 * The vehicles desk's stored records and wire shapes: the masters as transport reads them and the
 * pupils' transport assignments. Dates yyyy-MM-dd; money rupees with at most two decimals.
 */

/** A stop of a route, in the order the bus reaches it in the morning. */
export interface RouteStop {
  stopName: string;
  /** HH:mm. */
  pickupTime: string;
}

/** A route of the routes master (vehicles.routes) as stored. */
export interface Route {
  code: string;
  name: string;
  startPoint: string;
  endPoint: string;
  distanceKm: number;
  stops: RouteStop[];
  active: boolean;
}

/** A route's fee for a term or the whole year (vehicles.route-fees) as stored. */
export interface RouteFee {
  /** R-01-T1. */
  code: string;
  route: string;
  term: 'T1' | 'T2' | 'ANNUAL';
  /** Rupees both ways, and one way (null: the both-ways fee). */
  fee: number;
  oneWayFee: number | null;
  dueDate: string;
  active: boolean;
}

/** A vehicle of the vehicles master (vehicles.vehicles) as stored. */
export interface Vehicle {
  regNo: string;
  type: string;
  model: string;
  /** Seats. */
  capacity: number;
  /** The route it usually runs ('' or null for none): a route's seats are its vehicles' capacity. */
  route: string | null;
  driverName: string;
  driverPhone: string;
  insuranceExpiry: string;
  fitnessExpiry: string;
  pucExpiry: string;
  gpsFitted: boolean;
  active: boolean;
}

/**
 * A pupil's seat on a route, stored under the admission number (one at a time): assigned (traCheck 1), changed (2)
 * or stopped (3: toDate set, the record kept). The pupil's `transport` flag in the students master follows it.
 */
export interface TransportAssignment {
  admissionNo: string;
  name: string;
  classCode: string;
  route: string;
  /** The route's name when assigned (lists show it; the fee ledger maps the route's fees by `route`). */
  routeName: string;
  /** One of the route's stop names. */
  stop: string;
  way: TransportWay;
  fromDate: string;
  /** '' while it runs; the last day once stopped. */
  toDate: string;
  by: string;
}

/** A route as the transport screen receives it: its stops, seats (its active vehicles' capacity) and riders today. */
export interface TransportRoute {
  code: string;
  name: string;
  stops: RouteStop[];
  seats: number;
  riders: number;
  /** Rupees a term both ways and one way (the T1 route fee; null when the master has none). */
  termFee: number | null;
  oneWayFee: number | null;
}

/** A pupil on roll as the transport screen lists one, with the running assignment if any. */
export interface TransportPupil {
  admissionNo: string;
  name: string;
  classCode: string;
  /** The students master's transport flag. */
  transport: boolean;
  assignment: TransportAssignment | null;
}

/** GetVehTransportRequirements' answer. */
export interface TransportRequirements {
  today: string;
  routes: TransportRoute[];
  pupils: TransportPupil[];
}
