import type { Permission } from '../../../lib/session/session-types';
import { findDemoCompany } from './companies';
import { staffRoles } from './staff-roles';
import { ADMIN_STORE } from './admin-store-names';
import { listRecords, readRecord, seedOnce } from '../record-store';

/** A role: its code (the users' rCode), a name, and the rights its users have. ADMINISTRATOR may do everything. */
export interface DemoRole {
  code: string;
  name: string;
  permissions: Permission[];
  /** ADMINISTRATOR: cannot be renamed, changed or deleted. */
  system: boolean;
}

export const ADMINISTRATOR = 'ADMINISTRATOR';

async function ensureRoles(companyCode: number): Promise<void> {
  const company = findDemoCompany(companyCode);
  await seedOnce(ADMIN_STORE.roles, companyCode, () => [
    {
      id: ADMINISTRATOR,
      data: { code: ADMINISTRATOR, name: 'Administrator', permissions: [], system: true } satisfies DemoRole,
    },
    ...(company
      ? [
          {
            id: 'EMPLOYEE',
            data: {
              code: 'EMPLOYEE',
              name: 'Employee',
              permissions: staffRoles(company.pCode),
              system: false,
            } satisfies DemoRole,
          },
        ]
      : []),
  ]);
}

export async function rolesOf(companyCode: number): Promise<DemoRole[]> {
  await ensureRoles(companyCode);
  return (await listRecords<DemoRole>(ADMIN_STORE.roles, companyCode)).sort(
    (a, b) => Number(b.system) - Number(a.system) || a.code.localeCompare(b.code),
  );
}

export async function roleOf(companyCode: number, code: string): Promise<DemoRole | undefined> {
  await ensureRoles(companyCode);
  return readRecord<DemoRole>(ADMIN_STORE.roles, companyCode, code);
}

/** The rights a role's users have now (the backend checks these on every call; the client reads them at sign-in). */
export async function permissionsOf(companyCode: number, rCode: string): Promise<Permission[]> {
  return (await roleOf(companyCode, rCode))?.permissions.map((permission) => ({ ...permission })) ?? [];
}
