import { http, HttpResponse } from 'msw';
import type { DashboardData } from '../../../engine/dashboard/dashboard';
import { fromPaise, sumPaise } from '../../../lib/money/money';
import { VEHICLES } from '../../../menus/catalogue/vehicles';
import { VEH_ROUTES } from '../../../modules/vehicles/domain/veh-routes';
import { authorise } from '../../core/sessions/authorise';
import { balancesOf } from '../../core/school/fee-ledger-source';
import { schoolToday } from '../../core/school/school-session';
import { transportData, transportRequirements } from '../../core/school/transport-data';

/**
 * The vehicles dashboard from the fleet, the routes, today's riders and the fee ledger: seats and riders per route,
 * seats free, and what pupils on transport owe for it (their ledgers' TRANSPORT balance as on today).
 */
export const vehiclesDashboardHandler = http.post(`*/${VEH_ROUTES.dashboard}`, async ({ request }) => {
  const session = await authorise(request, VEHICLES.vehDashboard.code!, 'read');
  if (session instanceof Response) return session;
  const today = schoolToday();
  const [data, balances] = await Promise.all([
    transportData(session.companyCode),
    balancesOf(session.companyCode, today),
  ]);
  const { routes } = transportRequirements(data, today);
  const routeOf = new Map(data.assignments.map((row) => [row.admissionNo, row.route]));
  const duesOf = (route: string | null) =>
    sumPaise(
      [...balances.values()]
        .filter((balance) => route === null || routeOf.get(balance.admissionNo) === route)
        .map((balance) => Math.max(0, balance.bySource.TRANSPORT ?? 0)),
    );
  const seats = routes.reduce((total, route) => total + route.seats, 0);
  const riders = routes.reduce((total, route) => total + route.riders, 0);
  const answer: DashboardData = {
    cards: {
      vehicles: data.vehicles.filter((vehicle) => vehicle.active).length,
      routes: routes.length,
      seats,
      riders,
      seatsFree: routes.reduce((total, route) => total + Math.max(0, route.seats - route.riders), 0),
      transportDues: fromPaise(duesOf(null)),
    },
    charts: {
      ridersByRoute: routes.map((route) => ({ label: route.code, value: route.riders })),
      seatsFreeByRoute: routes.map((route) => ({ label: route.code, value: Math.max(0, route.seats - route.riders) })),
      duesByRoute: routes
        .map((route) => ({ label: route.code, value: fromPaise(duesOf(route.code)) }))
        .filter((point) => point.value !== 0),
    },
  };
  return HttpResponse.json(answer);
});
