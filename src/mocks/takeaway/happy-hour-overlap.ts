import { http, type HttpHandler } from 'msw';
import { overlapProblems } from '../../modules/takeaway/domain/happy-hour-checks';
import type { HappyHourRule } from '../../modules/takeaway/domain/happy-hour';
import { HAPPY_HOURS } from '../../modules/takeaway/resources/happy-hours';
import { readJson, validationAnswer } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { rowsOf } from '../pos/billing-masters';

/**
 * A happy hour that would price the same lines at the same outlet and time as another is refused, beside its
 * from time, naming the other (overlapProblems). Answered before the generic save, which takes every other
 * happy hour (this handler then answers nothing and the request goes on to it, rights and all).
 */
export const happyHourOverlapHandler: HttpHandler = http.post(`*/${HAPPY_HOURS.endpoints.save}`, async ({ request }) => {
  const session = await authorise(request, HAPPY_HOURS.screen.code!, 'write');
  if (session instanceof Response) return undefined;
  const body = await readJson(request);
  const rule = body[HAPPY_HOURS.entity];
  if (typeof rule !== 'object' || rule === null || Number(body.traCheck) === 3) return undefined;
  const others = (await rowsOf(HAPPY_HOURS.name, session.companyCode)) as unknown as HappyHourRule[];
  const problems = overlapProblems(rule as HappyHourRule, others);
  return Object.keys(problems).length > 0 ? validationAnswer(problems) : undefined;
});
