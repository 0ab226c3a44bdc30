import { useCallback, useRef, useState } from 'react';
import { toApiError } from '../../../lib/api/api-error';

/**
 * One save at a time (a double click saves once): runs `save`, hands the server's field errors to
 * `onFieldErrors` (which answers whether it placed them all) and keeps any other refusal to show.
 */
export function useGuardedSave() {
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useCallback(
    async (save: () => Promise<void>, onFieldErrors?: (errors: Record<string, string>) => boolean) => {
      if (busy.current) return;
      busy.current = true;
      setRefusal(null);
      try {
        await save();
      } catch (failure) {
        const error = toApiError(failure);
        const placed =
          error.fieldErrors !== undefined && onFieldErrors !== undefined && onFieldErrors(error.fieldErrors);
        if (!placed && !error.isNetwork && !error.isSessionOver) setRefusal(error.message);
      } finally {
        busy.current = false;
      }
    },
    [],
  );
  return { run, refusal };
}
