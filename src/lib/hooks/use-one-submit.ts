import { useCallback, useRef, useState } from 'react';
import { toApiError } from '../api/api-error';

/**
 * One submit at a time (a double click submits once). A failure shows its words and lets the user try
 * again; after success it stays spent, as the dialog that used it closes.
 */
export function useOneSubmit() {
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useCallback(async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(toApiError(error).message);
      busy.current = false;
      setSaving(false);
    }
  }, []);
  return { submit, saving, failure };
}
