import { format } from 'date-fns';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A document screen's URL state: the day listed (`day`), a new document (`record=new`), one printed (`print=<id>`). */
export function useScreenParams() {
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
  return { day: params.get('day') ?? format(new Date(), 'yyyy-MM-dd'), record: params.get('record'), printing: params.get('print'), change };
}
