import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The screen's month and department in the URL: `change` sets (or, with null, drops) some of them. */
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
