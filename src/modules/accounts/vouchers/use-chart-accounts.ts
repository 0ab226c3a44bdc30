import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQuery } from '../../../engine/list/use-reference-labels';
import type { ChartAccount } from '../../../kits/accounting/ledger-types';
import { ACCOUNTS as ACCOUNT_MASTER } from '../resources/accounts';

/** The company's accounts by code (the same list the account pickers show). */
export function useChartAccounts() {
  const query = useQuery(
    referenceQuery({
      resource: ACCOUNT_MASTER.name,
      endpoint: ACCOUNT_MASTER.endpoints.list,
      key: 'code',
      label: 'name',
    }),
  );
  const accounts = useMemo(
    () =>
      new Map(
        (query.data ?? []).map((row) => [
          String(row.code),
          {
            code: String(row.code),
            name: String(row.name ?? ''),
            group: String(row.group ?? ''),
            type: String(row.type ?? 'OTH'),
          } as ChartAccount,
        ]),
      ),
    [query.data],
  );
  return { ...query, accounts };
}
