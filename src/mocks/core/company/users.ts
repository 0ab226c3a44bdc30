import type { Assignment } from '../../../lib/session/session-types';
import type { DemoCompany } from './companies';
import { DEMO_USERS } from './demo-sign-ins';

/** A user as stored in the demo database: the password only as a SHA-256 hex hash. */
export interface DemoUserRecord {
  companyCode: number;
  userName: string;
  uCode: string;
  rCode: string;
  passwordHash: string;
  /** A blocked user cannot sign in. */
  blocked?: boolean;
  /** The branch the user works in (usr.bCode); the company's branch when absent. */
  branch?: string;
  /** '1' when the user may sign in from the web / the mobile app (usr.webCheck, usr.mobileCheck); default '0'. */
  webCheck?: string;
  mobileCheck?: string;
  /** The cash, bank and wallet accounts, outlets and branches assigned (assg); the company's defaults when absent. */
  assg?: Assignment[];
}

/** SHA-256 of the UTF-8 password, as lower-case hex. */
export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The admin (U001, role ADMINISTRATOR: every right) and staff (U002, role EMPLOYEE: the rights stored with the role)
 * users of each company.
 */
export async function buildDemoUserRecords(companies: readonly DemoCompany[]): Promise<DemoUserRecord[]> {
  const [adminDoc, staffDoc] = DEMO_USERS;
  if (!adminDoc || !staffDoc) throw new Error('DEMO_USERS must list admin and staff');
  const [adminHash, staffHash] = await Promise.all([hashPassword(adminDoc.password), hashPassword(staffDoc.password)]);
  return companies.flatMap((company) => [
    {
      companyCode: company.code,
      userName: adminDoc.userName,
      uCode: 'U001',
      rCode: adminDoc.role,
      passwordHash: adminHash,
    },
    {
      companyCode: company.code,
      userName: staffDoc.userName,
      uCode: 'U002',
      rCode: staffDoc.role,
      passwordHash: staffHash,
    },
  ]);
}
