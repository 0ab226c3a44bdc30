// First: the handlers below are made without recording where (src/mocks/core/call-frames.ts).
import { callFramesBack } from './core/call-frames';
import { setupWorker } from 'msw/browser';
import { indexHandlers } from './core/handler-index';
import { pageControlled } from './core/page-controlled';
import { handlers } from './handlers';

callFramesBack();

let started: Promise<void> | null = null;

/**
 * Starts the embedded demo backend (service worker); other requests pass through untouched.
 * Safe to call more than once: the worker starts only once.
 */
export function startDemoBackend(): Promise<void> {
  if (!started) {
    const worker = setupWorker(...indexHandlers(handlers));
    started = worker
      .start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      })
      .then(
        () => pageControlled(navigator.serviceWorker),
        (error: unknown) => {
          started = null;
          throw error;
        },
      );
  }
  return started;
}
