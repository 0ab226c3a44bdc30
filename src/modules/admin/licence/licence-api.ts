import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApi } from '../../../lib/api/api-client';
import { ApiError, SESSION_OVER_MESSAGE } from '../../../lib/api/api-error';
import { dataProvider } from '../../../lib/api/data-provider';
import { currentSession, useSessionStore } from '../../../lib/session/session-store';
import { ADMIN_ENDPOINTS as API } from '../admin-endpoints';
import type { LicenceAnswer, LicenceChange, RegistrationAnswer } from './licence-rules';

const KEY = ['admin.licence'] as const;

/** The customer's registration (the contract's GET `GetCustomerRegistration?cCode=`), its last day as yyyy-MM-dd. */
async function readLicence(): Promise<LicenceAnswer> {
  const session = currentSession();
  if (!session) throw new ApiError(401, SESSION_OVER_MESSAGE);
  const answer = await getApi<RegistrationAnswer>(`${API.registration}?cCode=${session.usr.cCode}`);
  const { product, edition, licensedUsers, activeUsers, message } = answer;
  return { product, edition, licensedUsers, activeUsers, message, expiresOn: answer.expDate.slice(0, 10) };
}

/** The licence with the active users and the expiry message. */
export function useLicence() {
  return useQuery({ queryKey: KEY, queryFn: readLicence });
}

/** Renews or changes the licence (SetLicence `{licence}`); the header shows the new message at once. */
export function useSaveLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (licence: LicenceChange) => dataProvider.write(API.saveLicence, { licence }),
    onSuccess: (answer) => {
      const session = currentSession();
      if (session && typeof answer.message === 'string')
        useSessionStore.getState().signIn({ ...session, expiryMessage: answer.message });
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}
