import { isIsoDate } from '../../../lib/format/iso-date';
import type { Route, TransportAssignment, Vehicle } from './veh-types';
import { WAYS, type TransportWay } from '../../../kits/school/transport-way';

/**
 * The rules of school transport, shared by the transport screen and the demo backend: a route's seats
 * are its active vehicles' capacity; a pupil takes one seat on the route (each way or one way alike) from the day
 * the assignment starts until the day it stops; a new or changed assignment is refused when the route has no seat
 * free from its first day on.
 */

/** The seats on a route: the capacity of its active vehicles. */
export function seatsOf(route: string, vehicles: readonly Pick<Vehicle, 'route' | 'capacity' | 'active'>[]): number {
  return vehicles
    .filter((vehicle) => vehicle.active && vehicle.route === route)
    .reduce((seats, vehicle) => seats + Math.max(0, Math.trunc(vehicle.capacity || 0)), 0);
}

/** Whether an assignment runs on a day (from its first day to its last, '' toDate: still running). */
export const runsOn = (row: Pick<TransportAssignment, 'fromDate' | 'toDate'>, date: string): boolean =>
  row.fromDate <= date && (row.toDate === '' || row.toDate >= date);

/** Whether an assignment holds a seat on or after a day (it runs then or starts later). */
export const holdsSeatFrom = (row: Pick<TransportAssignment, 'toDate'>, date: string): boolean =>
  row.toDate === '' || row.toDate >= date;

/** The pupils holding a seat on a route on or after `date`, this pupil left out. */
export function ridersFrom(
  route: string,
  assignments: readonly TransportAssignment[],
  date: string,
  except = '',
): number {
  return assignments.filter((row) => row.route === route && row.admissionNo !== except && holdsSeatFrom(row, date))
    .length;
}

/** What an assignment asks: the pupil, a route, one of its stops, the way and the first day. */
export interface AssignmentInput {
  admissionNo: string;
  route: string;
  stop: string;
  way: string;
  fromDate: string;
}

export interface Problem {
  field: keyof AssignmentInput | 'toDate';
  message: string;
}

/**
 * What is wrong with an assignment: no pupil, an unknown or inactive route, a stop not on it, a way not BOTH or ONE,
 * a first day not a date, and a route full from that day ("Route R-06 (Godhni) is full: 15 seats, 15 taken").
 */
export function assignmentProblems(
  input: AssignmentInput,
  routes: readonly Pick<Route, 'code' | 'name' | 'stops' | 'active'>[],
  vehicles: readonly Pick<Vehicle, 'route' | 'capacity' | 'active'>[],
  assignments: readonly TransportAssignment[],
): Problem[] {
  const problems: Problem[] = [];
  if (!input.admissionNo) problems.push({ field: 'admissionNo', message: 'Choose the pupil' });
  const route = routes.find((row) => row.code === input.route);
  if (!input.route) problems.push({ field: 'route', message: 'Choose the route' });
  else if (!route || !route.active)
    problems.push({ field: 'route', message: `There is no running route ${input.route}` });
  if (!input.stop) problems.push({ field: 'stop', message: 'Choose the stop' });
  else if (route && !route.stops.some((stop) => stop.stopName === input.stop))
    problems.push({ field: 'stop', message: `${input.stop} is not a stop of route ${route.code}` });
  if (!WAYS.includes(input.way as TransportWay))
    problems.push({ field: 'way', message: 'Choose both ways or one way' });
  if (!isIsoDate(input.fromDate)) problems.push({ field: 'fromDate', message: 'Give the first day as a date' });
  if (route && route.active && isIsoDate(input.fromDate)) {
    const seats = seatsOf(route.code, vehicles);
    const taken = ridersFrom(route.code, assignments, input.fromDate, input.admissionNo);
    if (taken + 1 > seats)
      problems.push({
        field: 'route',
        message: `Route ${route.code} (${route.name}) is full: ${seats} seats, ${taken} taken`,
      });
  }
  return problems;
}

/** What is wrong with stopping an assignment on `toDate`: not a date, or before its first day. */
export function stopProblem(row: Pick<TransportAssignment, 'fromDate' | 'toDate'>, toDate: string): string | null {
  if (!isIsoDate(toDate)) return 'Give the last day as a date';
  if (row.toDate !== '') return `The assignment already stopped on ${row.toDate}`;
  if (toDate < row.fromDate) return `The last day cannot be before the first, ${row.fromDate}`;
  return null;
}
