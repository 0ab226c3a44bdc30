import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ResourceDeclaration, ResourceRecord } from '../../../engine/resource';
import { resourceSchema } from '../../../engine/resource-schema';
import { recordFromSaveBody } from '../../../engine/wire-shape';
import { code, TRANSACTION } from '../../../lib/permissions/permission-code';
import { MODULE } from '../../../lib/permissions/permission-code';
import {
  DUPLICATE_TEST,
  QC_TEST_ROUTES,
  TEST_AREA_SCREEN,
  type TestArea,
} from '../../../modules/qc/domain/mir-masters';
import { PRODUCTION_TESTS } from '../../../modules/qc/resources/production-tests';
import { RAW_MATERIAL_TESTS } from '../../../modules/qc/resources/raw-material-tests';
import { SALE_RETURN_TESTS } from '../../../modules/qc/resources/sale-return-tests';
import { readJson, validationAnswer } from '../../core/read-json';
import { deleteRecord, listRecords, readRecord, writeRecord } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { missingReferences, usedBy } from '../../core/generic/resource-integrity';
import { authorise, type Access } from '../../core/sessions/authorise';
import { queuedWrite, refusal } from '../../core/sessions/screen-session';

type Stored = Record<string, unknown> & { recordId: number };
const AREAS: Record<TestArea, ResourceDeclaration> = {
  MAT: RAW_MATERIAL_TESTS,
  PRO: PRODUCTION_TESTS,
  SRT: SALE_RETURN_TESTS,
};
const areaOf = (value: unknown): TestArea | null =>
  value === 'MAT' || value === 'PRO' || value === 'SRT' ? value : null;
const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
/** screenCheck(11, 1, 1 MAT / 2 PRO / 3 other, traCheck). */
const check = (request: Request, area: TestArea, transaction: number, access: Access) =>
  authorise(request, code(MODULE.quality, 1, TEST_AREA_SCREEN[area], transaction), access);

async function rowsOf(area: TestArea, companyCode: number): Promise<Stored[]> {
  await ensureSeeded(AREAS[area].name, companyCode);
  return (await listRecords<Stored>(AREAS[area].name, companyCode)).sort((a, b) => a.recordId - b.recordId);
}

const list = (area: TestArea) => async (request: Request) => {
  const session = await check(request, area, TRANSACTION.view, 'read');
  return session instanceof Response ? session : HttpResponse.json(await rowsOf(area, session.companyCode));
};

/**
 * `SetQcTest` create 1, modify 2, delete 3: a name once per area ("This detail is already existed"); the server
 * numbers.
 */
async function save(
  area: TestArea,
  companyCode: number,
  body: Record<string, unknown>,
  traCheck: number,
): Promise<Response> {
  const resource = AREAS[area];
  const input = recordFromSaveBody(resource, body) ?? {};
  const rows = await rowsOf(area, companyCode);
  const recordId = Number(input.recordId);
  const existing = rows.find((row) => row.recordId === recordId);
  if (traCheck !== 1 && !existing)
    return refusal(`${resource.singular} ${Number.isFinite(recordId) ? recordId : ''} no longer exists.`);
  if (traCheck === 3) {
    const held = await usedBy(resource, companyCode, String(recordId));
    if (held) return refusal(held);
    await deleteRecord(resource.name, companyCode, String(recordId));
    return HttpResponse.json({ recordId, result: 'OK' });
  }
  const parsed = resourceSchema(resource).safeParse({ ...input, testArea: area });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
    return validationAnswer(errors);
  }
  const form = parsed.data as ResourceRecord;
  const missing = await missingReferences(resource, companyCode, form);
  if (Object.keys(missing).length > 0) return validationAnswer(missing);
  const id = existing ? recordId : rows.reduce((max, row) => Math.max(max, row.recordId), 0) + 1;
  const norm = (value: unknown) =>
    String(value ?? '')
      .trim()
      .toLowerCase();
  const others = rows.filter((row) => row.recordId !== id);
  if (others.some((row) => norm(row.testname) === norm(form.testname))) return refusal(DUPLICATE_TEST);
  if (others.some((row) => norm(row.code) === norm(form.code)))
    return validationAnswer({ code: [`There is already a test ${String(form.code)} in this area.`] });
  await writeRecord(resource.name, companyCode, String(id), { ...form, testArea: area, recordId: id });
  return HttpResponse.json({ recordId: id, result: 'OK' });
}

const TRANSACTIONS: Record<number, number> = { 1: TRANSACTION.create, 2: TRANSACTION.modify, 3: TRANSACTION.delete };

/** The QC test masters on `api/QCMasters/*`, before the generic handlers. */
export const qcTestHandlers: HttpHandler[] = [
  http.post(`*/${QC_TEST_ROUTES.list}`, async ({ request }) => {
    const area = areaOf(String((await readJson(request.clone())).detail ?? '').toUpperCase());
    return area
      ? list(area)(request)
      : HttpResponse.json({ message: 'Give the test area (detail): MAT, PRO or SRT.' }, { status: 400 });
  }),
  ...(['MAT', 'PRO', 'SRT'] as const).flatMap((area) => [
    http.post(`*/${QC_TEST_ROUTES.get}${area}`, async ({ request }) => {
      const session = await check(request, area, TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      await ensureSeeded(AREAS[area].name, session.companyCode);
      const row = await readRecord<Stored>(
        AREAS[area].name,
        session.companyCode,
        String(Number((await readJson(request)).recordId)),
      );
      return HttpResponse.json(row ?? null);
    }),
  ]),
  http.post(`*/${QC_TEST_ROUTES.save}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck);
    if (!TRANSACTIONS[traCheck]) return refusal('traCheck must be 1 (create), 2 (modify) or 3 (delete).');
    const area = areaOf(objectOf(body.test).testArea) ?? 'SRT';
    const session = await check(request, area, TRANSACTIONS[traCheck]!, 'write');
    if (session instanceof Response) return session;
    return queuedWrite(request, session, () => save(area, session.companyCode, body, traCheck));
  }),
];
