import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod';
import { ADMIN_ENDPOINTS } from '../../modules/admin/admin-endpoints';
import { draftProblems, withDetails } from '../../modules/admin/users/user-draft-problems';
import { checkFlag } from '../../modules/admin/users/user-rules';
import type { UserDraft } from '../../modules/admin/users/user-types';
import { getDemoDb, userKey } from '../core/db/demo-db';
import { authoriseAdministrator } from '../core/sessions/authorise';
import { readJson, validationAnswer } from '../core/read-json';
import { findDemoCompany, type DemoCompany } from '../core/company/companies';
import { hashPassword } from '../core/company/users';
import { ADMINISTRATOR, rolesOf } from '../core/company/roles-store';
import { assignable, changes, companyUsers, logUser, nextUCode, same, text, wireUser } from './user-records';

const assignmentSchema = z.object({ code: z.string().trim(), detail: z.string().catch(''), typ: z.string().trim() });
/** AdmUsersTotal: the contract's UsrAut under `user`, our branch and assignments beside it. */
const bodySchema = z.object({
  user: z.object({
    usrName: z.string().trim(),
    roleName: z.string().trim().catch(''),
    webFreeEnable: z.unknown().transform(checkFlag),
    mobileFreeEnable: z.unknown().transform(checkFlag),
  }),
  branch: z.string().trim().catch(''),
  assg: z.array(assignmentSchema).catch([]),
});

/** The draft's field problems under the body's names (the contract's UsrAut fields, our branch and assg). */
const BODY_FIELD: Readonly<Record<string, string>> = { userName: 'user.usrName', rCode: 'user.roleName' };
const asBodyFields = (problems: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(problems).map(([field, message]) => [BODY_FIELD[field] ?? field, message]));

/** The user a body saves, or the refusal of a body without one. */
async function draftOf(request: Request): Promise<UserDraft | Response> {
  const parsed = bodySchema.safeParse(await readJson(request));
  if (!parsed.success) return validationAnswer({ 'user.usrName': 'Send the user with its user name.' });
  const { user, branch, assg } = parsed.data;
  return {
    userName: user.usrName,
    rCode: user.roleName,
    webCheck: user.webFreeEnable,
    mobileCheck: user.mobileFreeEnable,
    branch,
    assg,
  };
}

/** The draft's problems against the company's roles, branch and assignable records, and its assignments named. */
async function checked(company: DemoCompany, sent: UserDraft, creating: boolean) {
  // A body without our branch (the contract's) gives the user the company's branch.
  const draft = { ...sent, branch: sent.branch || company.bCode };
  const [roles, catalogue] = await Promise.all([rolesOf(company.code), assignable(company)]);
  const problems = draftProblems(draft, {
    creating,
    roleCodes: roles.map((r) => r.code),
    companyBranch: company.bCode,
    assignable: catalogue,
  });
  return { problems, draft, assg: withDetails(draft.assg, catalogue) };
}

/**
 * `addUser` (AdmUsersTotal: `{ user: UsrAut, profile, usr }`, ours `branch` and `assg` beside): creates the user with
 * the user name as the password, as the real server does.
 */
const addUser = http.post(`*/${ADMIN_ENDPOINTS.addUser}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'write');
  if (session instanceof Response) return session;
  const company = findDemoCompany(session.companyCode);
  if (!company) return HttpResponse.json({ result: 'There is no such company.' });
  const sent = await draftOf(request);
  if (sent instanceof Response) return sent;
  const { problems, assg, draft } = await checked(company, sent, true);
  const db = await getDemoDb();
  const key = userKey(company.code, draft.userName);
  const existing = await db.get('users', key);
  if (existing && !problems.userName) problems.userName = `There is already a user ${existing.userName}.`;
  if (Object.keys(problems).length > 0) return validationAnswer(asBodyFields(problems));
  const passwordHash = await hashPassword(draft.userName);
  const tx = db.transaction('users', 'readwrite');
  if (await tx.store.get(key)) return HttpResponse.json({ result: `There is already a user ${draft.userName}.` });
  const uCode = nextUCode(
    (await tx.store.getAll(IDBKeyRange.bound(`${company.code}:`, `${company.code}:\uffff`))).filter(
      (user) => user.companyCode === company.code,
    ),
  );
  const { userName, rCode, branch, webCheck, mobileCheck } = draft;
  await tx.store.put(
    {
      companyCode: company.code,
      userName,
      uCode,
      passwordHash,
      blocked: false,
      rCode,
      branch,
      webCheck,
      mobileCheck,
      assg,
    },
    key,
  );
  await tx.done;
  await logUser(session, 'Created', userName, `Created user ${userName} with role ${rCode}`);
  return HttpResponse.json({ result: 'OK' });
});

/**
 * `admChangeRoleName` (AdmUsersTotal): changes an existing user's role, and (ours) their access flags, branch and
 * assignments; answers a plain "OK" or the refusal's text, as the real server does.
 */
const changeUser = http.post(`*/${ADMIN_ENDPOINTS.changeRole}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'write');
  if (session instanceof Response) return session;
  const company = findDemoCompany(session.companyCode);
  if (!company) return HttpResponse.json('There is no such company.');
  const sent = await draftOf(request);
  if (sent instanceof Response) return sent;
  const db = await getDemoDb();
  const existing = await db.get('users', userKey(company.code, sent.userName));
  if (!existing) return HttpResponse.json(`There is no user ${sent.userName}.`);
  const { problems, assg, draft } = await checked(company, sent, false);
  if (Object.keys(problems).length > 0) return validationAnswer(asBodyFields(problems));
  if (same(existing.userName, session.userName) && draft.rCode !== ADMINISTRATOR && existing.rCode === ADMINISTRATOR)
    return HttpResponse.json('You cannot take the ADMINISTRATOR role away from yourself.');
  const { rCode, branch, webCheck, mobileCheck } = draft;
  await db.put(
    'users',
    { ...existing, rCode, branch, webCheck, mobileCheck, assg },
    userKey(company.code, existing.userName),
  );
  await logUser(session, 'Modified', existing.userName, changes(wireUser(existing, company), { ...draft, assg }));
  return HttpResponse.json('OK');
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
  await logUser(session, 'Password reset', user.userName, 'Password reset to the user name');
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
  await logUser(session, blocked ? 'Blocked' : 'Unblocked', user.userName, blocked ? 'Blocked' : 'Unblocked');
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

/** The users screen's calls (administrators only): list, create, change, reset a password, block or unblock. */
export const userHandlers: HttpHandler[] = [listUsers, addUser, changeUser, resetPassword, blockUser];
