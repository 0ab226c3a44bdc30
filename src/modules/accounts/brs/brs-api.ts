import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { ACCOUNTS_ENDPOINTS as API } from '../accounts-endpoints';
import { fromWire } from '../reports/wire-money';
import type { ClearingChange, ReconciliationAnswer } from './brs-types';

const KEY = 'accounts.brs';

/** A bank account's entries to reconcile over a period, with the figures as on its last day (amounts in paise). */
export function useReconciliation(account: string, from: string, to: string) {
  return useQuery({
    enabled: account !== '' && from !== '' && to !== '',
    queryKey: [KEY, account, from, to],
    queryFn: async () =>
      fromWire<ReconciliationAnswer>(
        await dataProvider.report<unknown>(API.reconciliation, { account, fromDate: from, toDate: to }),
      ),
  });
}

/** Saves clearing dates; resolves once every accounts query (this list, the bank book...) has been read again. */
export function useSaveClearingDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, cleared }: { account: string; cleared: readonly ClearingChange[] }) =>
      dataProvider.write(API.saveReconciliation, { account, cleared }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('accounts.'),
      }),
  });
}
