import { useEffect, useState } from 'react';
import { toApiError } from '../../../lib/api/api-error';
import type { Bill } from '../domain/bill-types';

/**
 * A bill slip's Print and Reprint: print opens the browser's print a moment after the slip is laid out (at once
 * when `autoPrint`); reprint asks the server for a counted copy (`fetchCopy`), hands it to `onCopy` and prints it,
 * once at a time, keeping the server's refusal to show.
 */
export function usePrintAndReprint(autoPrint: boolean, fetchCopy: () => Promise<Bill>, onCopy: (copy: Bill) => void) {
  const [printRequest, setPrintRequest] = useState(autoPrint ? 1 : 0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (printRequest === 0) return;
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, [printRequest]);

  const print = () => setPrintRequest((count) => count + 1);
  const reprint = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onCopy(await fetchCopy());
      print();
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return { print, reprint, busy, failure };
}
