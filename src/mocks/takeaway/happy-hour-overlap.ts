import { http, HttpResponse, type HttpHandler } from 'msw';
import { resourceSchema } from '../../engine/resource-schema';
import { recordFromSaveBody } from '../../engine/wire-shape';
import { code } from '../../lib/permissions/permission-code';
import { overlapProblems } from '../../modules/takeaway/domain/happy-hour-checks';
import type { HappyHourRule } from '../../modules/takeaway/domain/happy-hour';
import { HAPPY_HOURS } from '../../modules/takeaway/resources/happy-hours';
import { getDemoDb, recordKey } from '../core/db/demo-db';
import { integrityErrors, missingReferences } from '../core/generic/resource-integrity';
import { answerOnce } from '../core/idempotency';
import { readJson, validationAnswer } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { oneAtATime } from '../core/write-queue';
import { rowsOf } from '../core/seeded-rows';

type Problems = Record<string, string[]>;
const SCREEN = HAPPY_HOURS.screen.code!;

/** The schema's issues as field problems (the generic save's shape). */
function issueProblems(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): Problems {
  const problems: Problems = {};
  for (const issue of issues) (problems[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return problems;
}

/**
 * Creates or modifies a happy hour as the generic save does (the declaration's checks, references, create vs
 * modify), refusing one that overlaps another (overlapProblems) beside its from time; the check and the write
 * run in the company's write queue, so two overlapping saves sent together cannot both pass.
 */
async function saveHappyHour(companyCode: number, body: Record<string, unknown>, traCheck: 1 | 2): Promise<Response> {
  const input = recordFromSaveBody(HAPPY_HOURS, body);
  const parsed = resourceSchema(HAPPY_HOURS).safeParse(input);
  if (!parsed.success) return validationAnswer(issueProblems(parsed.error.issues));
  const rule = parsed.data as HappyHourRule & Record<string, unknown>;
  const id = String(rule.code).trim();
  const others = (await rowsOf(HAPPY_HOURS.name, companyCode)) as unknown as HappyHourRule[];
  for (const problems of [
    overlapProblems(rule, others),
    await missingReferences(HAPPY_HOURS, companyCode, rule),
    await integrityErrors(HAPPY_HOURS, companyCode, rule),
  ]) {
    if (Object.keys(problems).length > 0) return validationAnswer(problems);
  }
  const exists = others.some((other) => other.code === id);
  if (traCheck === 1 && exists) return HttpResponse.json({ result: `${HAPPY_HOURS.singular} ${id} already exists.` });
  if (traCheck === 2 && !exists)
    return HttpResponse.json({ result: `${HAPPY_HOURS.singular} ${id} no longer exists.` });
  const db = await getDemoDb();
  await db.put(
    'records',
    { resource: HAPPY_HOURS.name, companyCode, id, data: rule },
    recordKey(HAPPY_HOURS.name, companyCode, id),
  );
  return HttpResponse.json({ recordId: id, result: 'OK' });
}

/**
 * Happy hours' creates and modifies (SetHappyHour traCheck 1 and 2), answered before the generic save, with the
 * screen's code for the transaction checked on the server and a retried save (same Idempotency-Key) answered once.
 * A delete (3) cannot make an overlap: it goes on to the generic save (this handler answers nothing).
 */
export const happyHourOverlapHandler: HttpHandler = http.post(
  `*/${HAPPY_HOURS.endpoints.save}`,
  async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck);
    if (traCheck !== 1 && traCheck !== 2) return undefined;
    const session = await authorise(
      request,
      code(SCREEN.moduleCode, SCREEN.menuCode, SCREEN.screenCode, traCheck),
      'write',
    );
    if (session instanceof Response) return session;
    return answerOnce(request, session, () =>
      oneAtATime(session.companyCode, () => saveHappyHour(session.companyCode, body, traCheck)),
    );
  },
);
