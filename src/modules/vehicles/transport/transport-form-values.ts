import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { assignmentProblems } from '../domain/transport-rules';
import type { TransportRequirements } from '../domain/veh-types';

export const transportValues = z.object({
  route: z.string(),
  stop: z.string(),
  admissionNo: z.string(),
  // The way is checked by the module's rules with the rest.
  way: z.string(),
  fromDate: z.string(),
});
export type TransportValues = z.infer<typeof transportValues>;

export const emptyAssignment = (today: string): TransportValues => ({
  route: '',
  stop: '',
  admissionNo: '',
  way: 'BOTH',
  fromDate: today,
});

/**
 * What stops the assignment here: the module's rules (the seats it cannot count without the vehicles left to the
 * check below and to the backend), the route's free seats as the requirements tell them (the pupil's own seat on it
 * freed when changing), and a running seat changed without the right to. One problem a field, the first found.
 */
export function transportProblems(
  values: TransportValues,
  requirements: Pick<TransportRequirements, 'routes' | 'pupils'>,
  canChange: boolean,
): FieldProblem[] {
  const found = new Map<string, string>();
  const rules = assignmentProblems(
    values,
    requirements.routes.map((one) => ({ ...one, active: true })),
    [],
    [],
  );
  for (const problem of rules) {
    if (problem.field !== 'toDate' && !/ is full: /.test(problem.message) && !found.has(problem.field))
      found.set(problem.field, problem.message);
  }
  const route = requirements.routes.find((one) => one.code === values.route);
  const changing = requirements.pupils.find((one) => one.admissionNo === values.admissionNo)?.assignment ?? null;
  if (route && route.riders - (changing?.route === route.code ? 1 : 0) + 1 > route.seats)
    found.set('route', `Route ${route.code} (${route.name}) is full: ${route.seats} seats, ${route.riders} taken`);
  if (changing && !canChange) found.set('admissionNo', `${changing.name} already rides route ${changing.route}`);
  return [...found].map(([field, message]) => ({ field, message }));
}

export const transportSchema = (requirements: Pick<TransportRequirements, 'routes' | 'pupils'>, canChange: boolean) =>
  checkedBy(transportValues, (values) => transportProblems(values, requirements, canChange));
