import type { Assignment } from '../../lib/session/session-types';
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
import { logActivity } from '../core/activity-log';
import { getDemoDb } from '../core/db/demo-db';
import type { DemoSession } from '../core/sessions/auth';
import { demoAssignments } from '../core/company/assignments';
import type { DemoCompany } from '../core/company/companies';
import type { DemoUserRecord } from '../core/company/users';

/* The users screen's records in the demo backend: what may be assigned, the list's row, the log. */

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
export const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The cash, bank and wallet accounts (active ones of the accounts master), outlets and the branch a company's users may
 * be assigned.
 */
export async function assignable(company: DemoCompany): Promise<Assignment[]> {
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
export function wireUser(user: DemoUserRecord, company: DemoCompany): AdminUser {
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
export function nextUCode(users: readonly DemoUserRecord[]): string {
  const highest = Math.max(0, ...users.map((u) => Number(/^U(\d+)$/.exec(u.uCode)?.[1] ?? 0)));
  return `U${String(highest + 1).padStart(3, '0')}`;
}

export function logUser(session: DemoSession, action: string, userName: string, detail: string) {
  return logActivity(session, { module: 'admin', action, subject: 'User', reference: userName, detail });
}

/** What a modify changed, for the activity log. */
export function changes(before: AdminUser, after: UserDraft): string {
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

export async function companyUsers(companyCode: number): Promise<DemoUserRecord[]> {
  const db = await getDemoDb();
  return (await db.getAll('users', IDBKeyRange.bound(`${companyCode}:`, `${companyCode}:\uffff`))).filter(
    (user) => user.companyCode === companyCode,
  );
}
