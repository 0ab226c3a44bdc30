import { useCallback, useRef, useState } from 'react';
import { toApiError } from '../../../lib/api/api-error';

/**
 * One save at a time (a double click saves once). A refusal of the server is kept to show; no answer
 * (the network message is shown by the client) or an ended session shows nothing here, and the
 * caller's input stays as it was.
 */
export function useSingleSave() {
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useCallback(async (save: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    try {
      await save();
    } catch (failure) {
      const error = toApiError(failure);
      if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    } finally {
      busy.current = false;
    }
  }, []);
  return { run, refusal };
}
