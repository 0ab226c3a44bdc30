import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { SetupEntry } from '../../../lib/session/session-types';
import { ADMIN_ENDPOINTS as API } from '../admin-endpoints';
import type { CoveringLetter, LetterType } from './letter-rules';
import type { MailSetting } from './mail-rules';

const KEY = 'admin.settings';
const SETS = [KEY, 'sets'] as const;
const MAILS = [KEY, 'mails'] as const;
const letterKey = (type: LetterType) => [KEY, 'letter', type] as const;

/** The approval settings (GetPurSetupDetails, the user object as the body). */
export function useSetupDetails() {
  return useQuery({ queryKey: SETS, queryFn: () => dataProvider.list<SetupEntry>(API.setupDetails) });
}

/** Saves the full array of approval settings (SetPurSetupDetails `{sets}`); the cache holds what was saved at once. */
export function useSaveSetupDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sets: SetupEntry[]) => dataProvider.write(API.saveSetupDetails, { sets }),
    onSuccess: (_answer, sets) => queryClient.setQueryData(SETS, sets),
  });
}

/** The mail settings (GetPurMailSettings, the user object as the body). */
export function useMailSettings() {
  return useQuery({ queryKey: MAILS, queryFn: () => dataProvider.list<MailSetting>(API.mailSettings) });
}

/** Saves every mail setting (SetPurMailSettings `{mails}`). */
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mails: MailSetting[]) => dataProvider.write(API.saveMailSettings, { mails }),
    onSuccess: (_answer, mails) => queryClient.setQueryData(MAILS, mails),
  });
}

/** The covering letter of one type, or null when there is none yet (GetMisCoveringLetterDetails `{detail: type}`). */
export function useCoveringLetter(type: LetterType) {
  return useQuery({
    queryKey: letterKey(type),
    queryFn: () => dataProvider.report<CoveringLetter | null>(API.coveringLetters, { detail: type }),
  });
}

/** Saves a covering letter (SetMisCoveringLetterDetails `{detail: letter}`). */
export function useSaveCoveringLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (letter: CoveringLetter) => dataProvider.write(API.saveCoveringLetter, { detail: letter }),
    onSuccess: (_answer, letter) => queryClient.setQueryData(letterKey(letter.type), letter),
  });
}
