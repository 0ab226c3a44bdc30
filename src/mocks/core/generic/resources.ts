import { http, HttpResponse } from 'msw';
import type { FieldDeclaration, ResourceDeclaration } from '../../../engine/resource';
import { resourceSchema } from '../../../engine/resource-schema';
import { recordAsAnswer, recordFromSaveBody, wireListRow } from '../../../engine/wire-shape';
import { code } from '../../../lib/permissions/permission-code';
import { getDemoDb, recordKey } from '../db/demo-db';
import { ensureSeeded } from '../seeds/ensure-seeded';
import { DEMO_RESOURCES } from '../declarations/demo-resources';
import { inPeriod, wireDate } from '../server-dates';
import { requireSession } from '../sessions/auth';
import { authorise, authoriseAdministrator } from '../sessions/authorise';
import { cancelDocument, documentActionHandlers, prepareDocument } from './documents';
import { numberFieldOf } from '../../../engine/document/document';
import { readJson, validationAnswer } from '../read-json';
import { answerOnce } from '../idempotency';
import { oneAtATime } from '../write-queue';
import type { InUseRules } from './in-use-rules';
import { integrityErrors, missingReferences, usedBy } from './resource-integrity';

/** Checks the screen's code with the given transaction; screens without a code need only a session. */
function check(request: Request, resource: ResourceDeclaration, transCode: number, access: 'read' | 'write') {
  const screen = resource.screen.code;
  if (resource.screen.administratorOnly) return authoriseAdministrator(request, access);
  if (!screen) return requireSession(request);
  return authorise(
    request,
    code(screen.moduleCode, screen.menuCode, screen.screenCode, transCode),
    access,
    resource.screen.vendorScreen,
  );
}

let referrers: ReadonlyMap<string, readonly ResourceDeclaration[]> | null = null;

/** The declarations whose fields (or lines' fields) pick from a master, by the master's name. */
function referrersOf(name: string): readonly ResourceDeclaration[] {
  if (!referrers) {
    const map = new Map<string, ResourceDeclaration[]>();
    const targets = (fields: readonly FieldDeclaration[]): string[] =>
      fields.flatMap((field) => [
        ...(field.reference ? [field.reference.resource] : []),
        ...(field.lines ? targets(field.lines) : []),
      ]);
    for (const declaration of DEMO_RESOURCES)
      for (const target of new Set(targets(declaration.fields)))
        map.set(target, [...(map.get(target) ?? []), declaration]);
    referrers = map;
  }
  return referrers.get(name) ?? [];
}

/**
 * A master's list is read by whoever may read its screen, and also by whoever may read a screen that picks from it:
 * staff who keep items see and choose the item groups by name without the item groups' own screen.
 */
async function checkListRead(request: Request, resource: ResourceDeclaration) {
  const own = await check(request, resource, 0, 'read');
  if (!(own instanceof Response) || own.status !== 403) return own;
  for (const referrer of referrersOf(resource.name)) {
    const session = await check(request, referrer, 0, 'read');
    if (!(session instanceof Response)) return session;
  }
  return own;
}

function listHandler(resource: ResourceDeclaration) {
  return http.post(`*/${resource.endpoints.list}`, async ({ request }) => {
    const session = await checkListRead(request, resource);
    if (session instanceof Response) return session;
    await ensureSeeded(resource.name, session.companyCode);
    const db = await getDemoDb();
    const rows = await db.getAllFromIndex('records', 'byResource', [resource.name, session.companyCode]);
    const records = rows.map((row) => row.data);
    return HttpResponse.json(
      (resource.listPeriod ? inPeriodOf(records, await readJson(request)) : records).map((row) =>
        wireListRow(resource, row),
      ),
    );
  });
}

/**
 * A document listed by period (`GetPurchaseOrders {frmDate, toDate}`): the documents dated within it, by the
 * customer's document date `dat`; an end the body leaves out is open.
 */
function inPeriodOf(rows: readonly Record<string, unknown>[], body: Record<string, unknown>) {
  const [from, to] = [wireDate(body.frmDate), wireDate(body.toDate)];
  return rows.filter((row) => inPeriod(String(row.dat ?? ''), from, to));
}

/** `Get<Resource>` {recordId, usr}: one record (split into `{header, <parts>}` where declared), or null. */
function getHandler(resource: ResourceDeclaration, endpoint: string) {
  return http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await check(request, resource, 0, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    await ensureSeeded(resource.name, session.companyCode);
    const db = await getDemoDb();
    const stored = await db.get('records', recordKey(resource.name, session.companyCode, String(body.recordId ?? '')));
    return HttpResponse.json(stored ? recordAsAnswer(resource, stored.data) : null);
  });
}

function issueErrors(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return errors;
}

/**
 * `Set<Resource>` {<entity>, traCheck, usr}: create 1, modify 2, delete 3, each checked against the user's stored
 * roles.
 */
function saveHandler(resource: ResourceDeclaration, inUse: InUseRules) {
  return http.post(`*/${resource.endpoints.save}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck);
    if (![1, 2, 3].includes(traCheck))
      return HttpResponse.json({ result: 'traCheck must be 1 (create), 2 (modify) or 3 (delete).' });
    const session = await check(request, resource, traCheck, 'write');
    if (session instanceof Response) return session;
    // A retried save (same Idempotency-Key) gets the first answer and saves nothing again.
    // A document reads its series and what other documents hold: one write at a time, with the other ledgers' writes.
    const save = () => saveRecord(resource, inUse, session.companyCode, body, traCheck);
    return answerOnce(request, session, () => (resource.document ? oneAtATime(session.companyCode, save) : save()));
  });
}

async function saveRecord(
  resource: ResourceDeclaration,
  inUse: InUseRules,
  companyCode: number,
  body: Record<string, unknown>,
  traCheck: number,
): Promise<Response> {
  await ensureSeeded(resource.name, companyCode);
  const input = recordFromSaveBody(resource, body);
  const id = input ? String(input[resource.key] ?? '').trim() : '';
  const db = await getDemoDb();
  const key = recordKey(resource.name, companyCode, id);
  const existing = id ? await db.get('records', key) : undefined;
  const label = `${resource.singular} ${id}`;
  if (traCheck === 3) {
    if (!existing) return HttpResponse.json({ result: `${label} no longer exists.` });
    if (resource.document) {
      // A document another one has drawn on (an order with goods received) is its module's to keep.
      const held = await inUse[resource.name]?.(companyCode, id);
      if (held) return HttpResponse.json({ result: held });
      await db.put('records', { ...existing, data: cancelDocument(resource, existing.data) }, key);
      return HttpResponse.json({ recordId: id, result: 'OK' });
    }
    const refusal = await usedBy(resource, companyCode, id, inUse[resource.name]);
    if (refusal) return HttpResponse.json({ result: refusal });
    await db.delete('records', key);
    return HttpResponse.json({ recordId: id, result: 'OK' });
  }
  const parsed = resourceSchema(resource).safeParse(input);
  if (!parsed.success) return validationAnswer(issueErrors(parsed.error.issues));
  const missing = await missingReferences(resource, companyCode, parsed.data);
  if (Object.keys(missing).length > 0) return validationAnswer(missing);
  const broken = await integrityErrors(resource, companyCode, parsed.data);
  if (Object.keys(broken).length > 0) return validationAnswer(broken);
  if (traCheck === 1 && existing) return HttpResponse.json({ result: `${label} already exists.` });
  if (traCheck === 2 && !existing) return HttpResponse.json({ result: `${label} no longer exists.` });
  if (resource.document) {
    // The server numbers the document and recomputes every amount and the status.
    const prepared = await prepareDocument(resource, companyCode, parsed.data, existing?.data);
    if (typeof prepared === 'string') return HttpResponse.json({ result: prepared });
    const storedId = String(prepared[resource.key]);
    await db.put(
      'records',
      { resource: resource.name, companyCode: companyCode, id: storedId, data: prepared },
      recordKey(resource.name, companyCode, storedId),
    );
    // The server's answer names the document's number (`seq`) beside its record id.
    return HttpResponse.json({
      recordId: prepared[resource.key],
      seq: prepared[numberFieldOf(resource.document, resource.key)],
      result: 'OK',
    });
  }
  await db.put('records', { resource: resource.name, companyCode: companyCode, id, data: parsed.data }, key);
  return HttpResponse.json({ recordId: id, result: 'OK' });
}

/**
 * List, get, save (create, modify, delete) and the document actions of every declared resource; `inUse`: the modules'
 * own reasons a record cannot be deleted.
 */
export function resourceHandlers(inUse: InUseRules) {
  return DEMO_RESOURCES.flatMap((resource) => [
    listHandler(resource),
    saveHandler(resource, inUse),
    ...(resource.endpoints.get ? [getHandler(resource, resource.endpoints.get)] : []),
    ...documentActionHandlers(resource),
  ]);
}
