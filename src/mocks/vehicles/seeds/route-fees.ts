import type { DemoCompany } from '../../core/company/companies';
import { routeRows } from './routes';

const TERMS: Array<[string, string]> = [
  ['T1', '2025-04-15'],
  ['T2', '2025-10-15'],
];

/** A term's fee from the route's length, in round fifties; one way is sixty per cent of it. */
function termFee(km: number): number {
  return 4000 + Math.round((km * 350) / 50) * 50;
}

/** Route fees: each route's fee for term 1 and term 2. */
export function routeFeeSeed(company: DemoCompany) {
  return routeRows(company).flatMap(([route, , , , km]) =>
    TERMS.map(([term, dueDate]) => ({
      code: `${route}-${term}`,
      route,
      term,
      fee: termFee(km),
      oneWayFee: Math.round((termFee(km) * 0.6) / 50) * 50,
      dueDate,
      active: true,
    })),
  );
}
