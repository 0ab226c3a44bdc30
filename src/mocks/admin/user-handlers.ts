import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod';
import type { Assignment } from '../../lib/session/session-types';
import { ADMIN_ENDPOINTS } from '../../modules/admin/admin-endpoints';
import { draftProblems, withDetails } from '../../modules/admin/users/user-draft-problems';
import { checkFlag } from '../../modules/admin/users/user-rules';
import {
  ACCOUNT_TYPS,
  BRANCH_TYP,
  OUTLET_TYP,
  type AdminUser,
  type UserDraft,
} from '../../modules/admin/users/user-types';
import { ACCOUNTS_STORE } from '../core/accounting/store-names';
import { outletsOf } from '../core/billing/billing-masters';
import { rowsOf } from '../core/seeded-rows';
import { logActivities } from '../core/activity-log';
import { getDemoDb, userKey } from '../core/db/demo-db';
import type { DemoSession } from '../core/sessions/auth';
import { authoriseAdministrator } from '../core/sessions/authorise';
import { readJson, validationAnswer } from '../core/read-json';
import { demoAssignments } from '../core/company/assignments';
import { findDemoCompany, type DemoCompany } from '../core/company/companies';
import { hashPassword, type DemoUserRecord } from '../core/company/users';
import { ADMINISTRATOR, rolesOf } from '../core/company/roles-store';

const assignmentSchema = z.object({ code: z.string().trim(), detail: z.string().catch(''), typ: z.string().trim() });
const draftSchema = z.object({
  userName: z.string().trim(),
  rCode: z.string().trim().catch(''),
  branch: z.string().trim().catch(''),
  webCheck: z.unknown().transform(checkFlag),
  mobileCheck: z.unknown().transform(checkFlag),
  password: z.string().optional().catch(undefined),
  assg: z.array(assignmentSchema).catch([]),
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The cash, bank and wallet accounts (active ones of the accounts master), outlets and the branch a company's users may
 * be assigned.
 */
async function assignable(company: DemoCompany): Promise<Assignment[]> {
  const [accounts, outlets] = await Promise.all([
    rowsOf(ACCOUNTS_STORE.accounts, company.code),
    outletsOf(company.code),
  ]);
  const typs: readonly string[] = ACCOUNT_TYPS;
  return [
    ...accounts
      .filter((a) => typs.includes(text(a.type)) && a.active !== false)
      .map((a) => ({ code: text(a.code), detail: text(a.name), typ: text(a.type) })),
    ...outlets.filter((o) => o.active).map((o) => ({ code: o.code, detail: o.name, typ: OUTLET_TYP })),
    { code: company.bCode, detail: company.addr.branchName, typ: BRANCH_TYP },
  ];
}

/** The list's row: never the password hash. */
function wireUser(user: DemoUserRecord, company: DemoCompany): AdminUser {
  return {
    userName: user.userName,
    uCode: user.uCode,
    rCode: user.rCode,
    branch: user.branch ?? company.bCode,
    webCheck: user.webCheck ?? '0',
    mobileCheck: user.mobileCheck ?? '0',
    blocked: user.blocked === true,
    assg: (user.assg ?? demoAssignments(company)).map((a) => ({ ...a })),
  };
}

/** The next user code of a company: U001, U002... after the highest in use. */
function nextUCode(users: readonly DemoUserRecord[]): string {
  const highest = Math.max(0, ...users.map((u) => Number(/^U(\d+)$/.exec(u.uCode)?.[1] ?? 0)));
  return `U${String(highest + 1).padStart(3, '0')}`;
}

function log(session: DemoSession, action: string, userName: string, detail: string) {
  return logActivities(session.companyCode, [
    {
      at: new Date().toISOString(),
      user: session.userName,
      module: 'admin',
      action,
      subject: 'User',
      reference: userName,
      before: null,
      after: null,
      detail,
    },
  ]);
}

/** What a modify changed, for the activity log. */
function changes(before: AdminUser, after: UserDraft): string {
  const said: string[] = [];
  if (before.rCode !== after.rCode) said.push(`role ${before.rCode} to ${after.rCode}`);
  if (before.branch !== after.branch) said.push(`branch ${before.branch} to ${after.branch}`);
  if (before.webCheck !== after.webCheck) said.push(`web access ${after.webCheck === '1' ? 'on' : 'off'}`);
  if (before.mobileCheck !== after.mobileCheck) said.push(`mobile access ${after.mobileCheck === '1' ? 'on' : 'off'}`);
  const codes = (assg: readonly Assignment[]) =>
    assg
      .map((a) => `${a.typ}:${a.code}`)
      .sort()
      .join(',');
  if (codes(before.assg) !== codes(after.assg))
    said.push(`assignments ${after.assg.map((a) => a.code).join(', ') || 'none'}`);
  return said.length > 0 ? `Changed ${said.join('; ')}` : 'Saved without changes';
}

async function companyUsers(companyCode: number): Promise<DemoUserRecord[]> {
  const db = await getDemoDb();
  return (await db.getAll('users', IDBKeyRange.bound(`${companyCode}:`, `${companyCode}:\uffff`))).filter(
    (user) => user.companyCode === companyCode,
  );
}

/**
 * {user, traCheck 1|2, usr}: creates a user (with a password) or changes one's role, branch, access and assignments.
 */
const saveUser = http.post(`*/${ADMIN_ENDPOINTS.addUser}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'write');
  if (session instanceof Response) return session;
  const company = findDemoCompany(session.companyCode);
  const body = await readJson(request);
  const traCheck = Number(body.traCheck);
  if (!company || (traCheck !== 1 && traCheck !== 2))
    return HttpResponse.json({ result: 'traCheck must be 1 (create) or 2 (modify).' });
  const parsed = draftSchema.safeParse(body.user);
  if (!parsed.success) return validationAnswer({ userName: 'Send the user with its user name.' });
  const creating = traCheck === 1;
  const draft: UserDraft = parsed.data;
  const db = await getDemoDb();
  const existing = await db.get('users', userKey(company.code, draft.userName));
  const [roles, catalogue] = await Promise.all([rolesOf(company.code), assignable(company)]);
  const problems = draftProblems(draft, {
    creating,
    roleCodes: roles.map((r) => r.code),
    companyBranch: company.bCode,
    assignable: catalogue,
  });
  if (creating && existing && !problems.userName) problems.userName = `There is already a user ${existing.userName}.`;
  if (Object.keys(problems).length > 0) return validationAnswer(problems);
  if (!creating && !existing) return HttpResponse.json({ result: `There is no user ${draft.userName}.` });
  if (
    !creating &&
    existing &&
    same(existing.userName, session.userName) &&
    draft.rCode !== ADMINISTRATOR &&
    existing.rCode === ADMINISTRATOR
  ) {
    return HttpResponse.json({ result: 'You cannot take the ADMINISTRATOR role away from yourself.' });
  }
  const assg = withDetails(draft.assg, catalogue);
  const fields = {
    rCode: draft.rCode,
    branch: draft.branch,
    webCheck: draft.webCheck,
    mobileCheck: draft.mobileCheck,
    assg,
  };
  if (existing) {
    await db.put('users', { ...existing, ...fields }, userKey(company.code, existing.userName));
    await log(session, 'Modified', existing.userName, changes(wireUser(existing, company), { ...draft, assg }));
    return HttpResponse.json({ recordId: existing.userName, result: 'OK' });
  }
  const passwordHash = await hashPassword(draft.password ?? '');
  const tx = db.transaction('users', 'readwrite');
  const key = userKey(company.code, draft.userName);
  if (await tx.store.get(key)) return HttpResponse.json({ result: `There is already a user ${draft.userName}.` });
  const uCode = nextUCode(
    (await tx.store.getAll(IDBKeyRange.bound(`${company.code}:`, `${company.code}:\uffff`))).filter(
      (user) => user.companyCode === company.code,
    ),
  );
  await tx.store.put(
    { companyCode: company.code, userName: draft.userName, uCode, passwordHash, blocked: false, ...fields },
    key,
  );
  await tx.done;
  await log(session, 'Created', draft.userName, `Created user ${draft.userName} with role ${draft.rCode}`);
  return HttpResponse.json({ recordId: draft.userName, result: 'OK' });
});

/**
 * `admPasswordReset` (GeneralInformation, `detail` = the user name): the password becomes the user name, as the real
 * server resets it; the user then changes it on their profile.
 */
const resetPassword = http.post(`*/${ADMIN_ENDPOINTS.resetPassword}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'write');
  if (session instanceof Response) return session;
  const userName = text((await readJson(request)).detail);
  const db = await getDemoDb();
  const key = userKey(session.companyCode, userName);
  const user = await db.get('users', key);
  if (!user) return HttpResponse.json({ result: `There is no user ${userName}.` });
  await db.put('users', { ...user, passwordHash: await hashPassword(user.userName) }, key);
  await log(session, 'Password reset', user.userName, 'Password reset to the user name');
  return HttpResponse.json({ recordId: user.userName, result: 'OK' });
});

/**
 * `admUserBlock` (GeneralInformation, `detail` = the user name): turns the user's state over, as the real server
 * turns its Pos sign. A blocked user cannot sign in, and their open sessions end now.
 */
const blockUser = http.post(`*/${ADMIN_ENDPOINTS.blockUser}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'write');
  if (session instanceof Response) return session;
  const userName = text((await readJson(request)).detail);
  const db = await getDemoDb();
  const key = userKey(session.companyCode, userName);
  const user = await db.get('users', key);
  if (!user) return HttpResponse.json({ result: `There is no user ${userName}.` });
  const blocked = !user.blocked;
  if (blocked && same(user.userName, session.userName))
    return HttpResponse.json({ result: 'You cannot block yourself.' });
  await db.put('users', { ...user, blocked }, key);
  if (blocked) {
    const tx = db.transaction('tokens', 'readwrite');
    for (const token of await tx.store.getAll())
      if (token.companyCode === user.companyCode && same(token.userName, user.userName))
        void tx.store.delete(token.token);
    await tx.done;
  }
  await log(session, blocked ? 'Blocked' : 'Unblocked', user.userName, blocked ? 'Blocked' : 'Unblocked');
  return HttpResponse.json({ recordId: user.userName, result: 'OK' });
});

/** The users list (usr body): every user of the company, without passwords. */
const listUsers = http.post(`*/${ADMIN_ENDPOINTS.users}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'read');
  if (session instanceof Response) return session;
  const company = findDemoCompany(session.companyCode);
  if (!company) return HttpResponse.json([]);
  const users = await companyUsers(company.code);
  return HttpResponse.json(users.sort((a, b) => a.uCode.localeCompare(b.uCode)).map((user) => wireUser(user, company)));
});

/** The users screen's calls (administrators only): list, create or modify, reset a password, block or unblock. */
export const userHandlers: HttpHandler[] = [listUsers, saveUser, resetPassword, blockUser];
