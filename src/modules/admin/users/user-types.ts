import type { Assignment } from '../../../lib/session/session-types';

/** A user as ADMIN_ENDPOINTS.users lists it: never a password or its hash. */
export interface AdminUser {
  userName: string;
  uCode: string;
  /** The role's code, e.g. ADMINISTRATOR or EMPLOYEE. */
  rCode: string;
  branch: string;
  /** '1' when the user may sign in from the web / the mobile app, else '0' (as usr.webCheck). */
  webCheck: string;
  mobileCheck: string;
  blocked: boolean;
  assg: Assignment[];
}

/** What ADMIN_ENDPOINTS.addUser is sent as `user`: the password only when creating (traCheck 1). */
export interface UserDraft {
  userName: string;
  rCode: string;
  branch: string;
  webCheck: string;
  mobileCheck: string;
  password?: string;
  assg: Assignment[];
}

/** The kinds of assignment: cash, bank and wallet accounts, outlets, branches (Assignment.typ). */
export const ACCOUNT_TYPS = ['CAS', 'BAN', 'MOB'] as const;
export const OUTLET_TYP = 'RES';
export const BRANCH_TYP = 'BRA';
