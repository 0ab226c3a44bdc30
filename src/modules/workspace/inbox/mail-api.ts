import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, getApi } from '../../../lib/api/api-client';
import { MAILS_ENDPOINT, type Mail, type MailMarks } from './mail-types';

const KEY = ['apps.mails'];
const MUTATION_KEY = ['apps.mails', 'change'];

const mailUrl = (id: string) => `${MAILS_ENDPOINT}/${encodeURIComponent(id)}`;

/** The inbox: the company's mails, newest first. */
export function useMails() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => getApi<Mail[] | null>(MAILS_ENDPOINT).then((rows) => rows ?? []),
  });
}

/**
 * Reads the server's list again once the last of several quick changes is done (earlier answers would undo later
 * clicks).
 */
function refreshWhenIdle(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) void queryClient.invalidateQueries({ queryKey: KEY });
}

/** The list as it was before a change shown ahead of the server's answer, to put back on failure. */
interface Before {
  before: Mail[] | undefined;
}

async function showAhead(queryClient: QueryClient, change: (rows: Mail[]) => Mail[]): Promise<Before> {
  await queryClient.cancelQueries({ queryKey: KEY });
  const before = queryClient.getQueryData<Mail[]>(KEY);
  queryClient.setQueryData<Mail[]>(KEY, (rows) => (rows ? change(rows) : rows));
  return { before };
}

/**
 * PATCH api/mails/{id} for each mail: marks read/unread, selected, starred; the list shows it at once and goes back on
 * failure.
 */
export function useMarkMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ ids, marks }: { ids: readonly string[]; marks: MailMarks }) =>
      Promise.all(ids.map((id) => apiClient.patch<Mail>(mailUrl(id), marks).then((answer) => answer.data))),
    onMutate: ({ ids, marks }) =>
      showAhead(queryClient, (rows) => rows.map((mail) => (ids.includes(mail.id) ? { ...mail, ...marks } : mail))),
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(KEY, context.before);
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

/** DELETE api/mails/{id} for each mail (after the user confirmed). */
export function useDeleteMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: (ids: readonly string[]) => Promise.all(ids.map((id) => apiClient.delete(mailUrl(id)))),
    onSuccess: (_answers, ids) =>
      queryClient.setQueryData<Mail[]>(KEY, (rows) => rows?.filter((mail) => !ids.includes(mail.id))),
    onSettled: () => refreshWhenIdle(queryClient),
  });
}
