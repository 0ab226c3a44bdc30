import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postApi } from '../../../lib/api/api-client';
import { ApiError, SESSION_OVER_MESSAGE } from '../../../lib/api/api-error';
import { dataProvider } from '../../../lib/api/data-provider';
import type { ADMIN_USERS_CONTRACT } from '../../../lib/contract/admin-users-contract';
import { currentSession } from '../../../lib/session/session-store';
import { ADMIN_ENDPOINTS as API } from '../admin-endpoints';
import type { BodyOf } from '../../../lib/contract/contract-route';
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

type UserBody = BodyOf<typeof ADMIN_USERS_CONTRACT.addUser>;

/** The contract's AdmUsersTotal (`user`: UsrAut), with our branch and assignments beside it. */
export function userBody(draft: UserDraft): UserBody {
  return {
    user: {
      usrName: draft.userName,
      roleName: draft.rCode,
      webFreeEnable: Number(draft.webCheck),
      mobileFreeEnable: Number(draft.mobileCheck),
    },
    branch: draft.branch,
    assg: draft.assg,
  };
}

/** admChangeRoleName answers a plain "OK", or the refusal's text. */
async function changeUser(body: UserBody): Promise<void> {
  const session = currentSession();
  if (!session) throw new ApiError(401, SESSION_OVER_MESSAGE);
  const answer = await postApi<string | null>(API.changeRole, { ...body, usr: session.usr });
  if (answer !== 'OK') throw new ApiError(422, answer || 'The server did not save it.');
}

/**
 * Create a user (addUser: the server sets the password to the user name) or change an existing one's role, access and
 * assignments (admChangeRoleName).
 */
export function useSaveUser() {
  return useUsersWrite(({ user, creating }: { user: UserDraft; creating: boolean }) =>
    creating ? dataProvider.write(API.addUser, userBody(user)) : changeUser(userBody(user)),
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
