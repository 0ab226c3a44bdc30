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
import { MODULE_NAMES, moduleName } from '../../modules/admin/roles/module-names';
import { sortPermissions } from '../../modules/admin/roles/permission-matrix';
import type { RoleSummary } from '../../modules/admin/roles/role-types';
import type { Permission } from '../../lib/session/session-types';
import { logActivity } from '../core/activity-log';
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
  return logActivity(session, { module: 'admin', action, subject: 'Role', reference: code, detail });
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

/** `GetAdminRole` (GeneralInformation, `detail` = the role): the role with its rights, or null. */
const oneHandler = http.post(`*/${ADMIN_ENDPOINTS.role}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'read');
  if (session instanceof Response) return session;
  const code = text((await readJson(request)).detail).toUpperCase();
  return HttpResponse.json((code && (await roleOf(session.companyCode, code))) || null);
});

/** The module a setAdminRole call is about: its rights' module, else the one `moduleCode` names; null when neither. */
function moduleOfCall(rights: readonly Permission[], named: string): number | 'several' | null {
  const codes = new Set(rights.map((right) => right.moduleCode));
  if (codes.size > 1) return 'several';
  if (codes.size === 1) return [...codes][0]!;
  const found = Object.entries(MODULE_NAMES).find(([, name]) => name.toLowerCase() === named.trim().toLowerCase());
  return found ? Number(found[0]) : null;
}

async function remove(session: DemoSession, stored: DemoRole): Promise<Response> {
  const holders = await holdersOf(session.companyCode, stored.code);
  if (holders.length > 0) return HttpResponse.json({ result: heldByMessage(stored.code, holders) });
  await deleteRecord(ADMIN_STORE.roles, session.companyCode, stored.code);
  await log(session, 'Delete', stored.code, `${stored.name}: ${stored.permissions.length} rights`);
  return HttpResponse.json({ recordId: stored.code, result: 'OK' });
}

/**
 * `setAdminRole { roles, rolesName, moduleCode, description, usr }`: replaces the role's rights in one module (the
 * rights' module, or the one `moduleCode` names when `roles` is empty), creating the role with its description when it
 * is new; ours, `{ rolesName, traCheck: 3 }` deletes a role nobody holds. ADMINISTRATOR stays as it is.
 */
const saveHandler = http.post(`*/${ADMIN_ENDPOINTS.saveRole}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'write');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const code = text(body.rolesName).toUpperCase();
  const deleting = Number(body.traCheck) === 3;
  if (code === ADMINISTRATOR) return HttpResponse.json({ result: deleting ? ADMINISTRATOR_KEPT : ADMINISTRATOR_FIXED });
  const stored = code ? await roleOf(session.companyCode, code) : undefined;
  if (deleting)
    return stored ? remove(session, stored) : HttpResponse.json({ result: `There is no role ${code || '(no code)'}.` });
  const rights = readPermissions(body.roles ?? []);
  if ('problem' in rights) return HttpResponse.json({ result: rights.problem });
  const moduleCode = moduleOfCall(rights.permissions, text(body.moduleCode));
  if (moduleCode === 'several') return HttpResponse.json({ result: 'Send the rights of one module at a time.' });
  if (moduleCode === null) return HttpResponse.json({ result: `There is no module ${text(body.moduleCode)}.` });
  const name = text(body.description) || stored?.name || '';
  const problems: Record<string, string> = {};
  const codeProblem = stored ? null : roleCodeProblem(code);
  if (codeProblem) problems.rolesName = codeProblem;
  const nameProblem = roleNameProblem(name);
  if (nameProblem) problems.description = nameProblem;
  if (Object.keys(problems).length > 0) return validationAnswer(problems);
  const before = (stored?.permissions ?? []).filter((right) => right.moduleCode === moduleCode);
  const kept = (stored?.permissions ?? []).filter((right) => right.moduleCode !== moduleCode);
  const role: DemoRole = {
    code,
    name,
    permissions: sortPermissions([...kept, ...rights.permissions]),
    system: false,
  };
  await writeRecord(ADMIN_STORE.roles, session.companyCode, code, role);
  const change = `${moduleName(moduleCode)}: ${rightsChangeDetail(before, rights.permissions)}`;
  const renamed = stored && name !== stored.name ? `Renamed from ${stored.name} to ${name}; ` : '';
  await log(session, stored ? 'Modify' : 'Create', code, stored ? `${renamed}${change}` : `${name}: ${change}`);
  return HttpResponse.json({
    roles: rights.permissions,
    rolesName: code,
    moduleCode: moduleName(moduleCode),
    result: 'OK',
  });
});

/** The roles and rights calls of the administration screens (administrators only; every change logged). */
export const roleHandlers: HttpHandler[] = [listHandler, oneHandler, saveHandler];
