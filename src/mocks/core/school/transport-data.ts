import type { Student } from '../../../modules/school-office/domain/desk-records';
import { classCodeOf } from '../../../kits/school/class-code';
import { holdsSeatFrom, ridersFrom, runsOn, seatsOf } from '../../../modules/vehicles/domain/transport-rules';
import type {
  Route,
  RouteFee,
  TransportAssignment,
  TransportRequirements,
  Vehicle,
} from '../../../modules/vehicles/domain/veh-types';
import { routeFeesOf, routesOf, studentsOf, vehiclesOf } from './school-masters';
import { assignmentsOf } from './transport-store';

/** What transport reads, once per request: the routes, their fees, the vehicles, the pupils and the assignments. */
export interface TransportData {
  routes: Route[];
  fees: RouteFee[];
  vehicles: Vehicle[];
  students: Student[];
  assignments: TransportAssignment[];
}

export async function transportData(companyCode: number): Promise<TransportData> {
  const [routes, fees, vehicles, students, assignments] = await Promise.all([
    routesOf(companyCode),
    routeFeesOf(companyCode),
    vehiclesOf(companyCode),
    studentsOf(companyCode),
    assignmentsOf(companyCode),
  ]);
  return { routes, fees, vehicles, students, assignments };
}

/**
 * The route's term fee (T1's, else T2's, else the annual one), both ways and one way; nulls when the master has none.
 */
function termFeeOf(route: string, fees: readonly RouteFee[]) {
  const mine = fees.filter((fee) => fee.route === route && fee.active);
  const fee = mine.find((row) => row.term === 'T1') ?? mine.find((row) => row.term === 'T2') ?? mine[0];
  return { termFee: fee?.fee ?? null, oneWayFee: fee ? (fee.oneWayFee ?? fee.fee) : null };
}

/**
 * The transport screen's requirements as on `today`: the running routes with seats and riders, the pupils on roll with
 * their assignment.
 */
export function transportRequirements(data: TransportData, today: string): TransportRequirements {
  const routes = data.routes
    .filter((route) => route.active)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((route) => ({
      code: route.code,
      name: route.name,
      stops: route.stops ?? [],
      seats: seatsOf(route.code, data.vehicles),
      riders: ridersFrom(route.code, data.assignments, today),
      ...termFeeOf(route.code, data.fees),
    }));
  const byPupil = new Map(data.assignments.map((row) => [row.admissionNo, row]));
  const pupils = data.students
    .filter((student) => student.active)
    .map((student) => {
      const assignment = byPupil.get(student.admissionNo);
      return {
        admissionNo: student.admissionNo,
        name: student.name,
        classCode: classCodeOf(student),
        transport: student.transport === true,
        assignment: assignment && (assignment.toDate === '' || assignment.toDate >= today) ? assignment : null,
      };
    })
    .sort((a, b) => a.classCode.localeCompare(b.classCode) || a.name.localeCompare(b.name));
  return { today, routes, pupils };
}

/**
 * The assignments riding on `today` (or, `upcoming`, holding a seat from today on: those starting later and those
 * stopping later included), optionally of one route, by route, stop order and name.
 */
export function runningAssignments(
  data: TransportData,
  today: string,
  route = '',
  upcoming = false,
): TransportAssignment[] {
  const order = new Map(
    data.routes.map((row) => [row.code, new Map((row.stops ?? []).map((stop, index) => [stop.stopName, index]))]),
  );
  return data.assignments
    .filter(
      (row) => (route === '' || row.route === route) && (upcoming ? holdsSeatFrom(row, today) : runsOn(row, today)),
    )
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) ||
        (order.get(a.route)?.get(a.stop) ?? 99) - (order.get(b.route)?.get(b.stop) ?? 99) ||
        a.name.localeCompare(b.name),
    );
}
