// First: the handlers below are made without recording where (src/mocks/core/call-frames.ts).
import { callFramesBack } from './core/call-frames';
import { setupWorker } from 'msw/browser';
import { indexHandlers } from './core/handler-index';
import { handlers } from './handlers';

callFramesBack();

let started: Promise<void> | null = null;

/**
 * Resolves once the page is controlled by the demo backend's worker, or after `limitMs`. MSW's start resolves when
 * its worker answers, which it does before it controls the page when it was just registered again (a reload after
 * the worker unregistered itself, its last page gone): requests made in between went past it to the static host,
 * which answers a POST with 404. The API client holds every call until this resolves.
 */
function controlledBy(registration: ServiceWorkerRegistration | undefined, limitMs = 5000): Promise<void> {
  const container = navigator.serviceWorker;
  const isControlled = () => !registration?.active || container.controller === registration.active;
  if (isControlled()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', check);
      resolve();
    };
    const check = () => {
      if (isControlled()) done();
    };
    const timer = setTimeout(done, limitMs);
    container.addEventListener('controllerchange', check);
  });
}

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
        (registration) => controlledBy(registration),
        (error: unknown) => {
          started = null;
          throw error;
        },
      );
  }
  return started;
}
