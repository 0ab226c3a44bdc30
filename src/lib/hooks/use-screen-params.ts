import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A screen's state in the URL: its search parameters, and `change` to set (or, with null, drop) some of them in one
 * step.
 */
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
  return { params, change };
}
