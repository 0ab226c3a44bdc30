import { format } from 'date-fns';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A stock sales screen's URL state: the day or period listed and what is open (a new document, one document, a print, the gate). */
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
  const today = format(new Date(), 'yyyy-MM-dd');
  return { params, today, day: params.get('day') ?? today, change };
}
