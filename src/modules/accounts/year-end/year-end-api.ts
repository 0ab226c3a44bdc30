import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQuery } from '../../../engine/list/use-reference-labels';
import { dataProvider } from '../../../lib/api/data-provider';
import { ACCOUNTS_ENDPOINTS as API } from '../accounts-endpoints';
import { chartTree } from '../ledger/chart-order';
import type { Chart, ChartAccount, ChartGroup, Nature } from '../../../kits/accounting/ledger-types';
import type { Period } from '../ledger/statements-types';
import { ACCOUNT_GROUPS } from '../resources/account-groups';
import { ACCOUNTS as ACCOUNT_MASTER } from '../resources/accounts';
import type { YearEndState } from './financial-years';

const KEY = 'accounts.year-end';

/** The lock date and every financial year with its status, result and whether it may be closed. */
export function useYearEndState() {
  return useQuery({ queryKey: [KEY], queryFn: () => dataProvider.report<YearEndState>(API.yearEndState, {}) });
}

/** Closes a year into a capital account; every accounts query refreshes afterwards (openings and locks changed). */
export function useCloseYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, capitalAccount }: { year: Period; capitalAccount: string }) =>
      dataProvider.write(API.closeYear, { year: { from: year.from, to: year.to }, capitalAccount }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('accounts.'),
      }),
  });
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The active accounts under a Capital-nature group (sub-groups included), in chart order, from the group and account
 * masters.
 */
export function useCapitalAccounts() {
  const [groups, accounts] = useQueries({
    queries: [
      referenceQuery({
        resource: ACCOUNT_GROUPS.name,
        endpoint: ACCOUNT_GROUPS.endpoints.list,
        key: 'code',
        label: 'name',
      }),
      referenceQuery({
        resource: ACCOUNT_MASTER.name,
        endpoint: ACCOUNT_MASTER.endpoints.list,
        key: 'code',
        label: 'name',
      }),
    ],
  });
  const capital = useMemo(() => {
    const chart: Chart = {
      groups: (groups.data ?? []).map(
        (row): ChartGroup => ({
          code: text(row.code),
          name: text(row.name),
          nature: text(row.nature) as Nature,
          parent: text(row.parent),
          sequence: typeof row.sequence === 'number' ? row.sequence : null,
        }),
      ),
      accounts: (accounts.data ?? [])
        .filter((row) => row.active !== false)
        .map(
          (row): ChartAccount => ({ code: text(row.code), name: text(row.name), group: text(row.group), type: 'OTH' }),
        ),
    };
    const tree = chartTree(chart);
    return tree.accounts.filter((account) => tree.placeOf.get(account.code)?.nature === 'CAPITAL');
  }, [groups.data, accounts.data]);
  const failed = groups.error ?? accounts.error;
  return {
    accounts: capital,
    isPending: groups.isPending || accounts.isPending,
    error: failed,
    refetch: () => void Promise.all([groups.refetch(), accounts.refetch()]),
  };
}
