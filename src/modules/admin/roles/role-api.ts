import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider, type TraCheck } from '../../../lib/api/data-provider';
import { ADMIN_ENDPOINTS as API } from '../admin-endpoints';
import type { AdminRole, RoleSummary } from './role-types';

const KEY = 'admin.roles';

/** Every role with its number of rights (ADMINISTRATOR first). */
export function useRoles() {
  return useQuery({ queryKey: [KEY, 'list'], queryFn: () => dataProvider.list<RoleSummary>(API.roles) });
}

/** One role with its rights, or null when there is none. */
export function useRole(code: string, enabled = true) {
  return useQuery({
    enabled: enabled && code !== '',
    queryKey: [KEY, 'one', code],
    queryFn: () => dataProvider.get<AdminRole>(API.role, code),
  });
}

/** The body of a role's save: create (1) and modify (2) send the name and every right; delete (3) the code and name. */
export type RoleChange =
  | { role: AdminRole; traCheck: Extract<TraCheck, 1 | 2> }
  | { role: Pick<AdminRole, 'code' | 'name'>; traCheck: 3 };

/** Create, modify or delete a role; the roles refresh afterwards. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, traCheck }: RoleChange) =>
      dataProvider.write(API.saveRole, {
        role: 'permissions' in role ? { code: role.code, name: role.name, permissions: role.permissions } : role,
        traCheck,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
