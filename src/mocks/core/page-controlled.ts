/** The part of `navigator.serviceWorker` the wait below needs. */
export interface WorkerContainer {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

/**
 * Resolves once a service worker controls the page, or after `limitMs`. MSW's start resolves when its worker
 * answers, but a reloaded page can still be uncontrolled then: the worker unregisters itself when its last page
 * closes, and MSW, finding the page uncontrolled, reloads it once more without waiting. Calls let out in that gap
 * reached the static host (a POST answered 404, logged in the console). Held until then, they go to the demo
 * backend, or vanish with the page.
 */
export function pageControlled(container: WorkerContainer, limitMs = 10_000): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    container.addEventListener('controllerchange', done);
  });
}
