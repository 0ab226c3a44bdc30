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

/**
 * A user as the form saves it (user-api.ts sends it as the contract's AdmUsersTotal); no password: the server sets a
 * new user's to the user name.
 */
export interface UserDraft {
  userName: string;
  rCode: string;
  branch: string;
  webCheck: string;
  mobileCheck: string;
  assg: Assignment[];
}

/** The kinds of assignment: cash, bank and wallet accounts, outlets, branches (Assignment.typ). */
export const ACCOUNT_TYPS = ['CAS', 'BAN', 'MOB'] as const;
export const OUTLET_TYP = 'RES';
export const BRANCH_TYP = 'BRA';
