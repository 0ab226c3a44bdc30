import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResourceDeclaration } from '../resource';
import { readListParams, writeListParams, type ListParams } from './list-params';
import { PERIOD_PARAMS } from './use-list-period';

/**
 * The list's search, sort and filters, kept in the URL so back/forward and a shared link restore
 * them. Typing in the search box replaces the entry instead of adding one per keystroke.
 */
export function useListParams(resource: ResourceDeclaration) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListParams(resource, params), [resource, params]);
  const update = useCallback(
    (change: Partial<ListParams>, replace = false) =>
      setParams(
        (previous) => {
          const next = writeListParams(resource, { ...readListParams(resource, previous), ...change });
          // The list's period (use-list-period.ts) is kept through a change of search, sort or filters.
          for (const name of PERIOD_PARAMS) {
            const kept = previous.get(name);
            if (kept !== null) next.set(name, kept);
          }
          return next;
        },
        { replace },
      ),
    [resource, setParams],
  );
  return [state, update] as const;
}
