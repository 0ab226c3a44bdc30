import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a form's save: the same for every attempt with the same values (a retry after no
 * answer), a new one once the values change or a save has gone through.
 */
export function useSaveAttemptKey() {
  const attempt = useRef<{ key: string; values: string } | null>(null);
  const keyFor = useCallback((values: unknown): string => {
    const snapshot = JSON.stringify(values);
    if (attempt.current?.values !== snapshot) attempt.current = { key: crypto.randomUUID(), values: snapshot };
    return attempt.current.key;
  }, []);
  const saved = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, saved };
}
