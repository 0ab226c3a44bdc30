import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { ADMIN_USERS_CONTRACT } from '../../../lib/contract/admin-users-contract';
import type { BodyOf } from '../../../lib/contract/contract-route';
import { ADMIN_ENDPOINTS as API } from '../admin-endpoints';
import { roleSaveBodies } from './role-save-bodies';
import type { AdminRole, RoleSummary } from './role-types';

const KEY = 'admin.roles';

type RoleBody = BodyOf<typeof ADMIN_USERS_CONTRACT.setRole>;

/** Every role with its number of rights (ADMINISTRATOR first). */
export function useRoles() {
  return useQuery({ queryKey: [KEY, 'list'], queryFn: () => dataProvider.list<RoleSummary>(API.roles) });
}

/** One role with its rights (GetAdminRole, GeneralInformation with `detail` = the role), or null when there is none. */
export function useRole(code: string, enabled = true) {
  return useQuery({
    enabled: enabled && code !== '',
    queryKey: [KEY, 'one', code],
    queryFn: () => dataProvider.report<AdminRole | null>(API.role, { detail: code }),
  });
}

/** A role's save: its code, description and every right; `before`, the role as it was (null for a new one). */
export interface RoleChange {
  role: AdminRole;
  before: AdminRole | null;
}

/**
 * Create or change a role: one setAdminRole per module whose rights changed, one after the other (the contract's
 * call replaces a module's rights); the roles refresh afterwards, whatever came through.
 */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ role, before }: RoleChange) => {
      const bodies: RoleBody[] = roleSaveBodies(
        role.code,
        role.name,
        role.permissions,
        before && { description: before.name, permissions: before.permissions },
      );
      for (const body of bodies) await dataProvider.write(API.saveRole, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Delete a role nobody holds (ours: `{ rolesName, traCheck: 3 }`); the roles refresh afterwards. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => {
      const body: RoleBody = { rolesName: code, traCheck: 3 };
      return dataProvider.write(API.saveRole, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
