import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The screen's state in the URL: read a parameter, and change several at once (null removes one). */
export function useUrlParams() {
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
  return { get: (name: string) => params.get(name), change };
}
