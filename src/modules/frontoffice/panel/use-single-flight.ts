import { useCallback, useRef, useState } from 'react';
import { toApiError, type ApiError } from '../../../lib/api/api-error';

/**
 * One write at a time from a form that stays open after it (a double click sends once): `run` ignores calls while
 * one is on its way; a failure's ApiError goes to `onFailure` (the input stays as typed) and the form may try again.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (work: () => Promise<void>, onFailure: (error: ApiError) => void) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await work();
    } catch (error) {
      onFailure(toApiError(error));
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
