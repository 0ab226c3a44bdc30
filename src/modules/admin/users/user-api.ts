import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { ADMIN_ENDPOINTS as API } from '../admin-endpoints';
import type { AdminUser, UserDraft } from './user-types';

const KEY = 'admin.users';

/** A role as the roles list answers it (only what the users screen needs). */
export interface RoleOption {
  code: string;
  name: string;
}

/** Every user of the company (no passwords). */
export function useUsers() {
  return useQuery({ queryKey: [KEY, 'list'], queryFn: () => dataProvider.list<AdminUser>(API.users) });
}

/** The company's roles, for the role select. */
export function useRoleOptions() {
  return useQuery({ queryKey: ['admin.roles', 'list'], queryFn: () => dataProvider.list<RoleOption>(API.roles) });
}

function useUsersWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }) });
}

/** Create (1, with the password) or modify (2) a user. */
export function useSaveUser() {
  return useUsersWrite(({ user, traCheck }: { user: UserDraft; traCheck: 1 | 2 }) =>
    dataProvider.write(API.addUser, { user, traCheck }),
  );
}

/** Give a user a new password. */
export function useResetPassword() {
  return useUsersWrite(({ userName, password }: { userName: string; password: string }) =>
    dataProvider.write(API.resetPassword, { userName, password }),
  );
}

/** Block (the user cannot sign in and their sessions end) or unblock a user. */
export function useBlockUser() {
  return useUsersWrite(({ userName, blocked }: { userName: string; blocked: boolean }) =>
    dataProvider.write(API.blockUser, { userName, blocked }),
  );
}
