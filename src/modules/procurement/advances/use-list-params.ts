import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** A document screen's URL state: the period (`from`, `to`), a new one (`record=new`) or one printed (`print=<id>`). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (values: Record<string, string | null>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(values)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );
  return {
    from: params.get('from') ?? day(subDays(new Date(), 30)),
    to: params.get('to') ?? day(new Date()),
    record: params.get('record'),
    printing: params.get('print'),
    change,
  };
}
