import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { ACCOUNTS_ENDPOINTS as API } from '../accounts-endpoints';
import type { OpeningLine, OpeningsAnswer } from './opening-rules';

const KEY = 'accounts.openings';

/** One opening set (`from` yyyy-MM-dd, or '' for the latest) with the dates of every set and the chart. */
export function useOpenings(from: string) {
  return useQuery({
    queryKey: [KEY, from],
    queryFn: () => dataProvider.report<OpeningsAnswer>(API.openings, from ? { detail: from } : {}),
  });
}

/**
 * Saves a set (transaction 2, modify); every accounts query refreshes afterwards (the statements start from the
 * openings).
 */
export function useSaveOpenings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (openings: { from: string; balances: OpeningLine[] }) =>
      dataProvider.write(API.saveOpenings, { openings, tracheck: 2 }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('accounts.'),
      }),
  });
}
