import { http, HttpResponse } from 'msw';
import type { ResourceDeclaration } from '../../engine/resource';
import { resourceSchema } from '../../engine/resource-schema';
import { code } from '../../lib/permissions/permission-code';
import { getDemoDb, recordKey } from '../db/demo-db';
import { INVENTORY_RESOURCES } from '../../modules/inventory/inventory-resources';
import { requireSession } from './auth';
import { authorise } from './authorise';

/** Every resource the generic handlers serve. */
export const DEMO_RESOURCES: readonly ResourceDeclaration[] = [...INVENTORY_RESOURCES];

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await request.clone().json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Checks the screen's code with the given transaction; screens without a code need only a session. */
function check(request: Request, resource: ResourceDeclaration, transCode: number, access: 'read' | 'write') {
  const screen = resource.screen.code;
  if (!screen) return requireSession(request);
  return authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transCode), access, resource.screen.vendorScreen);
}

function listHandler(resource: ResourceDeclaration) {
  return http.post(`*/${resource.endpoints.list}`, async ({ request }) => {
    const session = await check(request, resource, 0, 'read');
    if (session instanceof Response) return session;
    const db = await getDemoDb();
    const rows = await db.getAllFromIndex('records', 'byResource', [resource.name, session.companyCode]);
    return HttpResponse.json(rows.map((row) => row.data));
  });
}

function validationAnswer(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): Response {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? '')] ??= []).push(issue.message);
  return HttpResponse.json({ title: 'Check the marked fields and save again.', errors }, { status: 400 });
}

/** `Set<Resource>` {<entity>, traCheck, usr}: create 1, modify 2, delete 3, each checked against the user's stored roles. */
function saveHandler(resource: ResourceDeclaration) {
  return http.post(`*/${resource.endpoints.save}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck);
    if (![1, 2, 3].includes(traCheck)) return HttpResponse.json({ result: 'traCheck must be 1 (create), 2 (modify) or 3 (delete).' });
    const session = await check(request, resource, traCheck, 'write');
    if (session instanceof Response) return session;
    const input = body[resource.entity];
    const id = typeof input === 'object' && input !== null ? String((input as Record<string, unknown>)[resource.key] ?? '').trim() : '';
    const db = await getDemoDb();
    const key = recordKey(resource.name, session.companyCode, id);
    const existing = id ? await db.get('records', key) : undefined;
    const label = `${resource.singular} ${id}`;
    if (traCheck === 3) {
      if (!existing) return HttpResponse.json({ result: `${label} no longer exists.` });
      await db.delete('records', key);
      return HttpResponse.json({ recordId: id, result: 'OK' });
    }
    const parsed = resourceSchema(resource).safeParse(input);
    if (!parsed.success) return validationAnswer(parsed.error.issues);
    if (traCheck === 1 && existing) return HttpResponse.json({ result: `${label} already exists.` });
    if (traCheck === 2 && !existing) return HttpResponse.json({ result: `${label} no longer exists.` });
    await db.put('records', { resource: resource.name, companyCode: session.companyCode, id, data: parsed.data }, key);
    return HttpResponse.json({ recordId: id, result: 'OK' });
  });
}

export const resourceHandlers = DEMO_RESOURCES.flatMap((resource) => [listHandler(resource), saveHandler(resource)]);
