import { useMutation } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';

/** Change password (backend contract): `api/LoginControl/logChangePassword` {oldpassword, newpassword, usr}. */
export const CHANGE_PASSWORD_ENDPOINT = 'api/LoginControl/logChangePassword';

/** The demo backend's answer when the current password sent is not the user's. */
export const WRONG_CURRENT_PASSWORD = 'The current password is not right.';

/** Changes the signed-in user's own password; answers {result: 'OK'} or throws the server's refusal. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ oldpassword, newpassword }: { oldpassword: string; newpassword: string }) =>
      dataProvider.write(CHANGE_PASSWORD_ENDPOINT, { oldpassword, newpassword }),
  });
}
