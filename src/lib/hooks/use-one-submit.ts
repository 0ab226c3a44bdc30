import { useCallback, useRef, useState } from 'react';
import { toApiError } from '../api/api-error';

/** One submit at a time; `again`: ready for the next one after a success (a form that stays open), else spent. */
function useGuardedSubmit(again: boolean) {
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useCallback(
    async (work: () => Promise<void>) => {
      if (busy.current) return;
      busy.current = true;
      setSaving(true);
      setFailure(null);
      let failed = false;
      try {
        await work();
      } catch (error) {
        failed = true;
        setFailure(toApiError(error).message);
      }
      if (failed || again) {
        busy.current = false;
        setSaving(false);
      }
    },
    [again],
  );
  return { submit, saving, failure };
}

/**
 * One submit at a time (a double click submits once). A failure shows its words and lets the user try
 * again; after success it stays spent, as the dialog that used it closes.
 */
export const useOneSubmit = () => useGuardedSubmit(false);

/**
 * One submit at a time for a form that stays open to be used again: ready again after a success. A failure
 * shows its words; the input is the form's and stays.
 */
export const useRepeatSubmit = () => useGuardedSubmit(true);
