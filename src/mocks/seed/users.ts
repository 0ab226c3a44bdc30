import type { Permission } from '../../lib/session/session-types';
import type { DemoCompany } from './companies';
import { staffRoles } from './staff-roles';

/** Documentation of the demo sign-ins; the same two work for every demo company. */
export interface DemoUserDoc {
  userName: string;
  password: string;
  role: 'ADMINISTRATOR' | 'EMPLOYEE';
}

export const DEMO_USERS: readonly DemoUserDoc[] = [
  { userName: 'admin', password: 'admin123', role: 'ADMINISTRATOR' },
  { userName: 'staff', password: 'staff123', role: 'EMPLOYEE' },
];

/** A user as stored in the demo database: the password only as a SHA-256 hex hash. */
export interface DemoUserRecord {
  companyCode: number;
  userName: string;
  uCode: string;
  rCode: string;
  passwordHash: string;
  roles: Permission[];
}

/** SHA-256 of the UTF-8 password, as lower-case hex. */
export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The admin (U001, every permission) and staff (U002, partial roles) users of each company. */
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
      roles: [],
    },
    {
      companyCode: company.code,
      userName: staffDoc.userName,
      uCode: 'U002',
      rCode: staffDoc.role,
      passwordHash: staffHash,
      roles: staffRoles(company.pCode),
    },
  ]);
}
