import { http, HttpResponse, type HttpHandler } from 'msw';
import { ADMIN_ENDPOINTS } from '../../modules/admin/admin-endpoints';
import {
  ADMINISTRATOR_FIXED,
  ADMINISTRATOR_KEPT,
  heldByMessage,
  readPermissions,
  rightsChangeDetail,
  roleCodeProblem,
  roleNameProblem,
} from '../../modules/admin/roles/role-rules';
import type { RoleSummary } from '../../modules/admin/roles/role-types';
import { logActivities } from '../core/activity-log';
import { getDemoDb } from '../core/db/demo-db';
import type { DemoSession } from '../core/sessions/auth';
import { authoriseAdministrator } from '../core/sessions/authorise';
import { readJson, validationAnswer } from '../core/read-json';
import { ADMIN_STORE } from '../core/company/admin-store-names';
import { deleteRecord, writeRecord } from '../core/record-store';
import { ADMINISTRATOR, roleOf, rolesOf, type DemoRole } from '../core/company/roles-store';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The company's users who hold a role (by name, sorted). */
async function holdersOf(companyCode: number, roleCode: string): Promise<string[]> {
  const db = await getDemoDb();
  const users = await db.getAll('users', IDBKeyRange.bound(`${companyCode}:`, `${companyCode}:\uffff`));
  return users
    .filter((user) => user.companyCode === companyCode && user.rCode.trim().toUpperCase() === roleCode)
    .map((user) => user.userName)
    .sort();
}

function log(session: DemoSession, action: string, code: string, detail: string) {
  return logActivities(session.companyCode, [
    {
      at: new Date().toISOString(),
      user: session.userName,
      module: 'admin',
      action,
      subject: 'Role',
      reference: code,
      before: null,
      after: null,
      detail,
    },
  ]);
}

/** `GetAdminRoles` (the usr object): every role with the number of rights it holds, ADMINISTRATOR first. */
const listHandler = http.post(`*/${ADMIN_ENDPOINTS.roles}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'read');
  if (session instanceof Response) return session;
  const roles = await rolesOf(session.companyCode);
  return HttpResponse.json(
    roles.map(
      (role): RoleSummary => ({
        code: role.code,
        name: role.name,
        system: role.system,
        rights: role.permissions.length,
      }),
    ),
  );
});

/** `GetAdminRole {recordId}`: the role with its rights, or null. */
const oneHandler = http.post(`*/${ADMIN_ENDPOINTS.role}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'read');
  if (session instanceof Response) return session;
  const code = text((await readJson(request)).recordId).toUpperCase();
  return HttpResponse.json((code && (await roleOf(session.companyCode, code))) || null);
});

async function create(session: DemoSession, input: Record<string, unknown>): Promise<Response> {
  const code = text(input.code);
  const name = text(input.name);
  const problems: Record<string, string> = {};
  const codeProblem =
    roleCodeProblem(code) ?? ((await roleOf(session.companyCode, code)) ? `Role ${code} already exists.` : null);
  if (codeProblem) problems.code = codeProblem;
  const nameProblem = roleNameProblem(name);
  if (nameProblem) problems.name = nameProblem;
  if (Object.keys(problems).length > 0) return validationAnswer(problems);
  const rights = readPermissions(input.permissions ?? []);
  if ('problem' in rights) return HttpResponse.json({ result: rights.problem });
  await writeRecord(ADMIN_STORE.roles, session.companyCode, code, {
    code,
    name,
    permissions: rights.permissions,
    system: false,
  } satisfies DemoRole);
  await log(session, 'Create', code, `${name}: ${rightsChangeDetail([], rights.permissions)}`);
  return HttpResponse.json({ recordId: code, result: 'OK' });
}

async function modify(session: DemoSession, stored: DemoRole, input: Record<string, unknown>): Promise<Response> {
  const name = text(input.name);
  const nameProblem = roleNameProblem(name);
  if (nameProblem) return validationAnswer({ name: nameProblem });
  const rights = readPermissions(input.permissions);
  if ('problem' in rights) return HttpResponse.json({ result: rights.problem });
  await writeRecord(ADMIN_STORE.roles, session.companyCode, stored.code, {
    ...stored,
    name,
    permissions: rights.permissions,
  } satisfies DemoRole);
  const renamed = name === stored.name ? '' : `Renamed from ${stored.name} to ${name}; `;
  await log(session, 'Modify', stored.code, `${renamed}${rightsChangeDetail(stored.permissions, rights.permissions)}`);
  return HttpResponse.json({ recordId: stored.code, result: 'OK' });
}

async function remove(session: DemoSession, stored: DemoRole): Promise<Response> {
  const holders = await holdersOf(session.companyCode, stored.code);
  if (holders.length > 0) return HttpResponse.json({ result: heldByMessage(stored.code, holders) });
  await deleteRecord(ADMIN_STORE.roles, session.companyCode, stored.code);
  await log(session, 'Delete', stored.code, `${stored.name}: ${stored.permissions.length} rights`);
  return HttpResponse.json({ recordId: stored.code, result: 'OK' });
}

/**
 * `setAdminRole {role: {code, name, permissions}, traCheck}`: 1 create, 2 modify (name and rights), 3 delete.
 * ADMINISTRATOR stays as it is.
 */
const saveHandler = http.post(`*/${ADMIN_ENDPOINTS.saveRole}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'write');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const traCheck = Number(body.traCheck);
  if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
    return HttpResponse.json({ result: 'Unknown transaction: traCheck is 1, 2 or 3.' });
  const input = (typeof body.role === 'object' && body.role !== null ? body.role : {}) as Record<string, unknown>;
  if (traCheck === 1) return create(session, input);
  const code = text(input.code).toUpperCase();
  if (code === ADMINISTRATOR)
    return HttpResponse.json({ result: traCheck === 2 ? ADMINISTRATOR_FIXED : ADMINISTRATOR_KEPT });
  const stored = code ? await roleOf(session.companyCode, code) : undefined;
  if (!stored) return HttpResponse.json({ result: `There is no role ${code || '(no code)'}.` });
  return traCheck === 2 ? modify(session, stored, input) : remove(session, stored);
});

/** The roles and rights calls of the administration screens (administrators only; every change logged). */
export const roleHandlers: HttpHandler[] = [listHandler, oneHandler, saveHandler];
