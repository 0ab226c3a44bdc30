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

/**
 * Reset a user's password (GeneralInformation, `detail` = the user name): the server sets it to the user name, which
 * the user signs in with and then changes.
 */
export function useResetPassword() {
  return useUsersWrite((userName: string) => dataProvider.write(API.resetPassword, { detail: userName }));
}

/**
 * Block or unblock a user (GeneralInformation, `detail` = the user name): the server turns the user's state over, so
 * the screen asks with the state it lists. A blocked user cannot sign in and their sessions end.
 */
export function useBlockUser() {
  return useUsersWrite((userName: string) => dataProvider.write(API.blockUser, { detail: userName }));
}
