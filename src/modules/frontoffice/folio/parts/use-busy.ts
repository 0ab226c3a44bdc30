import { useCallback, useRef } from 'react';

/**
 * One save in flight at a time: `start()` answers false while one is on its way (a double click's second submit,
 * which passes validation before the button shows it is busy), `done()` frees it once the answer is in.
 */
export function useBusy() {
  const busy = useRef(false);
  const start = useCallback(() => {
    if (busy.current) return false;
    busy.current = true;
    return true;
  }, []);
  const done = useCallback(() => {
    busy.current = false;
  }, []);
  return { start, done };
}
