import type { RequestOf } from '../contract/contract-route';
import type { LOGIN_CONTRACT } from '../contract/login-contract';
/**
 * The signed-in user's record, stored whole under the local-storage key `userdetails`.
 * Shape: ../shared/design/backend-contract.md ("Sign-in").
 */
export interface SessionUser {
  uCode: string;
  /** Role name, e.g. ADMINISTRATOR or EMPLOYEE. */
  rCode: string;
  bCode: string;
  cCode: number;
  /** Bearer token. */
  kCode: string;
  vCode: string;
  pCode: string;
  webCheck: string;
  mobileCheck: string;
}

export interface SessionAddress {
  company: string;
  branchName: string;
  address: string;
  city: string;
  district: string;
  stat: string;
  country: string;
  zip: string;
  mobile: string;
  tel: string;
  fax: string;
  email: string;
  web: string;
}

export interface Permission {
  moduleCode: number;
  menuCode: number;
  screenCode: number;
  transCode: number;
}

export interface Assignment {
  code: string;
  detail: string;
  /** CAS cash, BAN bank, MOB mobile wallet accounts; RES restaurant outlets; BRA branches. */
  typ: string;
}

export interface SetupEntry {
  branchId: string;
  setupCode: string;
  setupDescription: string;
  setupValue: number;
}

export interface SessionRecord {
  usr: SessionUser;
  addr: SessionAddress;
  roles: Permission[];
  assg: Assignment[];
  sets: SetupEntry[];
  localCheck: boolean;
  expiryMessage: string;
}

/** What the login call is sent (POST api/LoginControl/LoginVerification, no token). */
/** The sign-in's request, as the contract has it (src/lib/contract/login-contract.ts). */
export type LoginRequest = RequestOf<typeof LOGIN_CONTRACT.verification>;
