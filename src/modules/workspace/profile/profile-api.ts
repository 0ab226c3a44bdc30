import { useMutation } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { CHANGE_PASSWORD_ENDPOINT } from './password-endpoint';

/** Changes the signed-in user's own password; answers {result: 'OK'} or throws the server's refusal. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ oldpassword, newpassword }: { oldpassword: string; newpassword: string }) =>
      dataProvider.write(CHANGE_PASSWORD_ENDPOINT, { oldpassword, newpassword }),
  });
}
