import { useCallback, useRef, useState } from 'react';
import { toApiError } from '../../../lib/api/api-error';

/**
 * One submit at a time (a double click submits once) for a form that stays open to be used again: unlike
 * lib/hooks/use-one-submit, it is ready again after a success. A failure shows its words; the input is the form's and stays.
 */
export function useRepeatSubmit() {
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
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);
  return { submit, saving, failure };
}
