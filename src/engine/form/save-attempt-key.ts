import { useCallback, useRef } from 'react';

/**
 * A random key. `crypto.randomUUID` exists only on secure pages (HTTPS, localhost), and the built app may
 * be served over plain HTTP inside a company network; `getRandomValues` exists everywhere.
 */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a form's save: the same for every attempt with the same values (a retry after no
 * answer), a new one once the values change or a save has gone through.
 */
export function useSaveAttemptKey() {
  const attempt = useRef<{ key: string; values: string } | null>(null);
  const keyFor = useCallback((values: unknown): string => {
    const snapshot = JSON.stringify(values);
    if (attempt.current?.values !== snapshot) attempt.current = { key: randomKey(), values: snapshot };
    return attempt.current.key;
  }, []);
  const saved = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, saved };
}
