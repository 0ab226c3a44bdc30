import { SEARCH_DEBOUNCE_MS } from '../search/product-search';

/**
 * For a source that asks the server: resolves once the typing has paused (the spec's 200 ms), or rejects with the
 * signal's reason when the text changed again or the palette closed first, so no request goes out per keystroke.
 * `await typingPause(signal)` at the start of `search`, then pass the signal on to the request.
 */
export function typingPause(signal: AbortSignal, ms = SEARCH_DEBOUNCE_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    function stop() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}
