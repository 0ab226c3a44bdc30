import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { INVENTORY_REPORTS_CONTRACT } from '../../../lib/contract/inventory-reports-contract';
import { ACCOUNT_ASSIGN_ENDPOINTS as API, CHART_ACCOUNTS_KEY } from './account-assign-endpoints';
import type { AssignDetail, PurchaseAssignment } from './assignment-rules';

/** The SetAccountsAssignDetails body as the contract's schema types it (the data provider adds `usr`). */
type SaveBody = Omit<RequestOf<typeof INVENTORY_REPORTS_CONTRACT.saveAssignments>, 'usr'>;

const MAPPING_KEY = ['procurement.account-assignments', 'purchases'] as const;

/** An account a picker offers. */
export interface ChartAccountChoice {
  code: string;
  name: string;
  active: boolean;
}

/** The purchase posting codes with their accounts (GetAccountsAssignDetailsPurchases, the user object as the body). */
export function usePurchaseAssignments() {
  return useQuery({ queryKey: MAPPING_KEY, queryFn: () => dataProvider.list<AssignDetail>(API.purchases) });
}

/** The company's chart of accounts, by code (the accounts module's list, shared with its pickers' cache). */
export function useChartAccountChoices() {
  return useQuery({
    queryKey: CHART_ACCOUNTS_KEY,
    queryFn: () => dataProvider.list<Record<string, unknown>>(API.accounts),
    staleTime: 60_000,
    select: (rows): ChartAccountChoice[] =>
      rows
        .map((row) => ({
          code: String(row.code ?? ''),
          name: String(row.name ?? row.code ?? ''),
          active: row.active !== false,
        }))
        .sort((a, b) => a.code.localeCompare(b.code)),
  });
}

/** Saves the whole purchase mapping (SetAccountsAssignDetails `{ list }`); the cache then holds what was saved. */
export function useSavePurchaseAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      list,
      idempotencyKey,
    }: {
      list: PurchaseAssignment[];
      rows: AssignDetail[];
      idempotencyKey: string;
    }) => dataProvider.write(API.save, { list } satisfies SaveBody, idempotencyKey),
    onSuccess: (_answer, { rows }) => queryClient.setQueryData(MAPPING_KEY, rows),
  });
}
