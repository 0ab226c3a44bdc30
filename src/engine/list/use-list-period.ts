import { format, subDays } from 'date-fns';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListPeriod } from '../use-resource';

export const PERIOD_PARAMS = ['from', 'to'] as const;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * A list's period, kept in the URL (`from`, `to`) beside its search, sort and filters: the last 30 days unless chosen,
 * as the registers of documents start.
 */
export function useListPeriod(): [ListPeriod, (period: ListPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? day(new Date());
  const period = useMemo(() => ({ from, to }), [from, to]);
  const setPeriod = useCallback(
    (next: ListPeriod) =>
      setParams((previous) => {
        const out = new URLSearchParams(previous);
        out.set('from', next.from);
        out.set('to', next.to);
        return out;
      }),
    [setParams],
  );
  return [period, setPeriod];
}
